// Vite (and the test bundler, scripts/esbuild-test-plugin.mjs) import a file as its served URL with `?url`.
declare module '*?url' {
  const url: string;
  export default url;
}
declare module '*?url&no-inline' {
  const url: string;
  export default url;
}
