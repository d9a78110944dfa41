// Vite (and the test bundler) import a CSS file as its text with `?inline`.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
