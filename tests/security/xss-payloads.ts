import { XSS_CORPUS } from "#server/articles/xss-corpus.ts";

/**
 * Mutation-XSS classics and marker payloads on top of the blog's corpus. Each one either calls
 * alert() or sets top.__xss, so the harness sees it fire from the page or from any frame.
 */
const MUTATION_AND_MARKERS: readonly string[] = [
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=\"top.__xss='mxss-form'\">",
  "<math><mi><table><mi><mglyph><svg><mtext><textarea><path id=\"</textarea><img onerror='top.__xss=&quot;mxss-textarea&quot;' src=1>\"></path></textarea></mtext></svg></mglyph></mi></table></mi></math>",
  "<svg></p><style><a id=\"</style><img src=1 onerror=top.__xss='svg-style'>\">",
  "<svg><style><img src=x onerror=\"top.__xss='svg-style-2'\"></style></svg>",
  "<xmp><p title=\"</xmp><img src=x onerror=top.__xss='xmp'>\">",
  "<!--<img src=\"--><img src=x onerror=top.__xss='comment'//\">",
  "\"><script>top.__xss='attr-breakout'</script>",
  "<iframe srcdoc=\"&lt;img src=x onerror=top.__xss='srcdoc-entity'&gt;\"></iframe>",
  "<img src=x onerror=&#x61;&#x6c;&#x65;&#x72;&#x74;(1001)>",
  "<a href=\"javascript&colon;top.__xss='colon-entity'\">colon entity</a>",
  '<img srcset=",,,,x" onerror="top.__xss=\'srcset\'">',
  "<audio src=x onerror=\"top.__xss='audio'\"></audio>",
  "<select autofocus onfocus=\"top.__xss='select-focus'\"><option>x</option></select>",
  "<svg/onload=top.__xss='svg-slash'>",
  '<div style="background-image:url(&quot;javascript:alert(1002)&quot;)">style url</div>',
  "<template><img src=x onerror=\"top.__xss='template'\"></template><p>after template</p>",
  "<img src=x onerror=\"document.body.appendChild(document.createElement('script')).text='top.__xss=1003'\">",
  "</p></div></article><script>top.__xss='close-tags'</script>",
];

export const ARTICLE_PAYLOADS: readonly string[] = [...XSS_CORPUS, ...MUTATION_AND_MARKERS];

/** Short enough for the 120-character text fields of an employee. */
export const EMPLOYEE_PAYLOADS: readonly string[] = [
  "<script>alert(2001)</script>",
  "<img src=x onerror=alert(2002)>",
  '"><svg onload=alert(2003)>',
  "</script><script>alert(2004)</script>",
  "javascript:alert(2005)",
  "{{constructor.constructor('alert(2006)')()}}",
  "</title><script>alert(2007)</script>",
  "' onmouseover='alert(2008)' x='",
  '<iframe srcdoc="<script>alert(2009)</script>">',
  "<!--</textarea><img src=x onerror=alert(2010)>",
];

/** A 2+ character name, a 10+ character message: the contact form's minimums. */
export const LEAD_PAYLOADS: readonly string[] = [
  "<script>alert(3001)</script>",
  "<img src=x onerror=alert(3002)>",
  '"><svg/onload=alert(3003)>',
  "</script><script>alert(3004)</script>",
  "<a href=javascript:alert(3005)>x</a>",
  "<iframe srcdoc='<script>alert(3006)</script>'></iframe>",
  "<details open ontoggle=alert(3007)>x</details>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload on purpose
  "${alert(3008)} {{alert(3008)}}",
];
