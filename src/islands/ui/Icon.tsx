/** An icon from the page's sprite (src/components/Icons.astro); decorative unless labelled by its button. */
export default function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`#i-${name}`} />
    </svg>
  );
}
