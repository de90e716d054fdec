/**
 * What the server's page markup and the inline script that starts the enhancement script
 * (client/enhance/run-deferred.ts) agree on. Apart from shared/enhance.ts so that the two
 * entries of the script's build share no module (each must stay one file).
 */

/** The id of the template that holds a public page's enhancement script until it runs. */
export const DEFERRED_SCRIPTS_ID = "r28-deferred-scripts";

/** The local storage key that says this browser has fetched the web fonts (so they are cached). */
export const WEB_FONTS_SEEN = "r28-web-fonts";

/** The attribute that turns the web fonts on, on the root element or on a part of the page. */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
