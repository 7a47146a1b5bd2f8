/** A 'Print' button for printable staff pages (the driver sheet, issue 23 item 8); hidden when printing. */
export default function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="print-button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
