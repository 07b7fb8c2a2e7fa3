/**
 * Text made safe inside an XML element or a quoted attribute: the RSS feed and the share images' SVG, which are
 * written as strings. HTML is rendered by React, which escapes by itself.
 */
export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
