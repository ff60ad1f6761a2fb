declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.css';

/** Baked in by the build (tooling/build-config): which app and which build label this code came from. */
declare const __PORTAL_APP__: string;
declare const __PORTAL_BUILD_LABEL__: string;
