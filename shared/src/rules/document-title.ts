/**
 * Spec §2 navigation rules: "The document title becomes the app title, then ' | ', then the
 * route title." A route without a title shows the app title alone.
 */
export function composeDocumentTitle(appTitle: string, routeTitle?: string): string {
  const title = routeTitle?.trim();
  return title ? `${appTitle} | ${title}` : appTitle;
}
