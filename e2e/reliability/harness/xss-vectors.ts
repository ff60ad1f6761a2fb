/**
 * XSS filter-evasion samples after the families of the OWASP XSS Filter Evasion Cheat Sheet
 * (script tags, event handlers, javascript:/data:/vbscript: URLs, encodings, broken and nested
 * tags, SVG and MathML, mutation XSS, style, <meta>/<base>, breaking out of attributes and
 * scripts, markdown-ish links). Written for this suite, not copied from the sheet.
 *
 * Every sample that runs calls `__xss(<its id>)` (or `alert(<its id>)`, `top.__xss(<id>)` from a
 * frame), so an execution names the sample. `short` marks the representative subset of the
 * short form.
 */
export interface XssVector {
  id: number;
  family: string;
  payload: string;
  short: boolean;
}

interface Marker {
  id: number;
  /** `__xss(7)` */
  call: string;
}

type Sample = [family: string, payload: (m: Marker) => string, short?: 'short'];

const codes = (text: string) => [...text].map((c) => c.charCodeAt(0));
const decimalEntities = (text: string) =>
  codes(text)
    .map((n) => `&#${n};`)
    .join('');
const paddedDecimalEntities = (text: string) =>
  codes(text)
    .map((n) => `&#${String(n).padStart(7, '0')}`)
    .join('');
const hexEntities = (text: string) =>
  codes(text)
    .map((n) => `&#x${n.toString(16)};`)
    .join('');
const hexEntitiesNoSemicolon = (text: string) =>
  codes(text)
    .map((n) => `&#x${n.toString(16).toUpperCase()}`)
    .join('');
const percentEncoded = (text: string) =>
  codes(text)
    .map((n) => `%${n.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const SAMPLES: Sample[] = [
  // <script> in its many spellings
  ['script tag', (m) => `<script>${m.call}</script>`, 'short'],
  ['script tag, case mixed', (m) => `<ScRiPt>${m.call}</sCrIpT>`],
  ['script tag, never closed', (m) => `<script>${m.call}`],
  ['script tag, extra open brackets', (m) => `<<script>${m.call}//<</script>`],
  ['script tag, non-alphanumeric after the name', (m) => `<script/xss>${m.call}</script>`],
  ['script src data: URL', (m) => `<script src="data:text/javascript,${m.call}"></script>`],
  ['script nested to survive naive stripping', (m) => `<scr<script>ipt>${m.call}</scr</script>ipt>`],
  ['closing title/textarea/style/noscript first', (m) => `</title></textarea></style></noscript><script>${m.call}</script>`],
  ['script inside SVG', (m) => `<svg><script>${m.call}</script></svg>`, 'short'],
  ['SVG script href data: URL', (m) => `<svg><script href="data:text/javascript,${m.call}"></script></svg>`],
  ['SVG script with entity-encoded body', (m) => `<svg><script>${hexEntities(m.call)}</script></svg>`],
  ['script block breakout', (m) => `</script><script>${m.call}</script>`],

  // event handlers on img, svg, body, iframe, details, video, audio, input …
  ['img onerror', (m) => `<img src=x onerror=${m.call}>`, 'short'],
  ['img onerror, case mixed', (m) => `<IMG SRC=x OnErRoR=${m.call}>`],
  ['img onerror calling alert', (m) => `<img src=x onerror=alert(${m.id})>`, 'short'],
  ['img onerror, decimal entities in the handler', (m) => `<img src=x onerror="${decimalEntities(m.call)}">`],
  ['img onerror, hex entities without semicolons', (m) => `<img src=x onerror=${hexEntitiesNoSemicolon(m.call)}>`],
  ['img onerror, unicode escapes in the handler', (m) => `<img src=x onerror="\\u005f\\u005fxss(${m.id})">`],
  ['img onerror, String.fromCharCode', (m) => `<img src=x onerror=eval(String.fromCharCode(${codes(m.call).join(',')}))>`],
  ['img onerror, base64 through atob', (m) => `<img src=x onerror=eval(atob('${base64(m.call)}'))>`],
  ['img onerror, slashes for spaces', (m) => `<img/src=x/onerror=${m.call}>`],
  ['img onerror, never closed', (m) => `<img src=x onerror=${m.call}//`],
  ['malformed img quotes around a script', (m) => `<img """><script>${m.call}</script>">`],
  ['img src javascript: URL', (m) => `<img src="javascript:${m.call}">`],
  ['svg onload', (m) => `<svg onload=${m.call}>`, 'short'],
  ['svg/onload without a space', (m) => `<svg/onload=${m.call}>`],
  ['svg animate onbegin', (m) => `<svg><animate onbegin=${m.call} attributeName=x dur=1s>`],
  ['body onload', (m) => `<body onload=${m.call}>`],
  ['iframe onload', (m) => `<iframe onload=${m.call}></iframe>`],
  ['details open ontoggle', (m) => `<details open ontoggle=${m.call}>`, 'short'],
  ['video source onerror', (m) => `<video><source onerror=${m.call}></video>`, 'short'],
  ['video src onerror', (m) => `<video src=x onerror=${m.call}></video>`],
  ['audio src onerror', (m) => `<audio src=x onerror=${m.call}>`],
  ['input autofocus onfocus', (m) => `<input autofocus onfocus=${m.call}>`],
  ['custom element tabindex autofocus onfocus', (m) => `<xss tabindex=1 onfocus=${m.call} autofocus>x</xss>`],
  ['marquee onstart', (m) => `<marquee onstart=${m.call}>x</marquee>`],
  ['CSS animation onanimationstart', (m) => `<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart=${m.call}>x</p>`],
  ['object onerror', (m) => `<object data=x onerror=${m.call}></object>`],

  // javascript:, data:, vbscript: URLs in href, src, action, formaction, xlink:href
  ['a href javascript:', (m) => `<a href="javascript:${m.call}">点我</a>`, 'short'],
  ['a href javascript:, case mixed', (m) => `<a href="JaVaScRiPt:${m.call}">点我</a>`],
  ['a href javascript:, tab inside the scheme', (m) => `<a href="jav&#x09;ascript:${m.call}">点我</a>`],
  ['a href javascript:, newline inside the scheme', (m) => `<a href="jav&#x0A;ascript:${m.call}">点我</a>`],
  ['a href javascript:, spaces and a control character first', (m) => `<a href=" &#14;  javascript:${m.call}">点我</a>`],
  ['a href javascript:, decimal entities', (m) => `<a href="${decimalEntities(`javascript:${m.call}`)}">点我</a>`, 'short'],
  [
    'a href javascript:, zero-padded entities without semicolons',
    (m) => `<a href="${paddedDecimalEntities(`javascript:${m.call}`)}">点我</a>`,
  ],
  ['a href javascript:, hex entities without semicolons', (m) => `<a href="${hexEntitiesNoSemicolon(`javascript:${m.call}`)}">点我</a>`],
  ['a href javascript&colon; named entity', (m) => `<a href="javascript&colon;${m.call}">点我</a>`],
  ['a href vbscript:', (m) => `<a href="vbscript:msgbox(${m.id})">点我</a>`],
  ['a href data:text/html base64', (m) => `<a href="data:text/html;base64,${base64(`<script>alert(${m.id})</script>`)}">点我</a>`],
  ['a onclick beside a harmless href', (m) => `<a href="#" onclick="${m.call};return false">点我</a>`],
  ['iframe src javascript:', (m) => `<iframe src="javascript:top.${m.call}"></iframe>`, 'short'],
  ['iframe src data:text/html', (m) => `<iframe src="data:text/html,<script>alert(${m.id})</script>"></iframe>`],
  ['iframe srcdoc', (m) => `<iframe srcdoc="<script>top.${m.call}</script>"></iframe>`],
  ['object data javascript:', (m) => `<object data="javascript:top.${m.call}"></object>`],
  ['embed src javascript:', (m) => `<embed src="javascript:top.${m.call}">`],
  ['form action javascript:', (m) => `<form action="javascript:${m.call}"><button>提交</button></form>`],
  ['button formaction javascript:', (m) => `<form><button formaction="javascript:${m.call}">提交</button></form>`, 'short'],
  ['SVG a xlink:href javascript:', (m) => `<svg><a xlink:href="javascript:${m.call}"><text x=20 y=20>点我</text></a></svg>`, 'short'],
  [
    'SVG animate sets href to javascript:',
    (m) => `<svg><a><animate attributeName=href values="javascript:${m.call}"/><text x=20 y=20>点我</text></a></svg>`,
  ],
  ['MathML maction xlink:href', (m) => `<math><maction actiontype=statusline xlink:href="javascript:${m.call}">点我</maction></math>`],
  ['link stylesheet javascript:', (m) => `<link rel=stylesheet href="javascript:${m.call}">`],
  ['table background javascript:', (m) => `<table background="javascript:${m.call}"><td>x</td></table>`],
  ['bare javascript: URL', (m) => `javascript:${m.call}`, 'short'],
  ['bare javascript: URL after whitespace and control characters', (m) => `\u0001\t java\tscript:${m.call}`],
  ['bare data:text/html URL', (m) => `data:text/html,<script>alert(${m.id})</script>`],
  ['bare vbscript: URL', (m) => `vbscript:msgbox(${m.id})`],

  // MathML, SVG and mutation XSS (markup that changes meaning when parsed a second time)
  ['MathML mglyph style (mXSS)', (m) => `<math><mtext><table><mglyph><style><img src=x onerror=${m.call}>`, 'short'],
  ['form in MathML namespace confusion (mXSS)', (m) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${m.call}>`],
  ['SVG closing p and style (mXSS)', (m) => `<svg></p><style><a id="</style><img src=1 onerror=${m.call}>">`],
  ['noscript title breakout (mXSS)', (m) => `<noscript><p title="</noscript><img src=x onerror=${m.call}>">`],
  ['comment breakout', (m) => `<!--<img src="--><img src=x onerror=${m.call}//">`],
  ['CDATA inside SVG', (m) => `<svg><![CDATA[><img src=x onerror=${m.call}>]]></svg>`],
  ['style inside SVG', (m) => `<svg><style><img src=x onerror=${m.call}></style></svg>`],
  ['template content', (m) => `<template><img src=x onerror=${m.call}></template><div>x</div>`],

  // style and expression()
  ['style expression()', (m) => `<div style="width:expression(${m.call})">x</div>`],
  ['style url(javascript:)', (m) => `<div style="background:url(javascript:${m.call})">x</div>`],
  ['style tag @import javascript:', (m) => `<style>@import 'javascript:${m.call}';</style>`],

  // <meta http-equiv=refresh> and <base>
  ['meta refresh to javascript:', (m) => `<meta http-equiv="refresh" content="0;url=javascript:${m.call}">`],
  [
    'meta refresh to data:',
    (m) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>alert(${m.id})</script>`)}">`,
  ],
  ['base href javascript:', (m) => `<base href="javascript:${m.call}//"><a href="/x">点我</a>`],

  // breaking out of attributes, scripts and templates
  ['attribute breakout to img', (m) => `"><img src=x onerror=${m.call}>`, 'short'],
  ['single-quoted attribute breakout to svg', (m) => `'><svg onload=${m.call}>`],
  ['attribute injection with autofocus', (m) => `" autofocus onfocus="${m.call}" x="`],
  ['JavaScript string breakout, single quotes', (m) => `'-${m.call}-'`, 'short'],
  ['JavaScript string breakout, double quotes', (m) => `";${m.call};//`],
  ['template literal', (m) => `\${${m.call}}`],
  ['client template injection', (m) => `{{constructor.constructor('${m.call}')()}}`],
  ['percent-encoded script tag', (m) => percentEncoded(`<script>${m.call}</script>`)],
  ['entity-encoded img tag', (m) => `&lt;img src=x onerror=${m.call}&gt;`],

  // markdown-ish
  ['markdown link to javascript:', (m) => `[点我](javascript:${m.call})`],
  ['markdown image breaking its URL', (m) => `![x](x" onerror="${m.call})`],
];

export const XSS_VECTORS: readonly XssVector[] = SAMPLES.map(([family, payload, short], index) => {
  const id = index + 1;
  return { id, family, payload: payload({ id, call: `__xss(${id})` }), short: short === 'short' };
});
