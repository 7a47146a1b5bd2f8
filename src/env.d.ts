/// <reference types="astro/client" />

declare module '*.graphql?raw' {
  const sdl: string;
  export default sdl;
}

declare namespace App {
  interface Locals {
    platter: import('./server/services').Services;
  }
}
