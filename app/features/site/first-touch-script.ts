import { CHAT_REDIRECT_PATH } from "#contracts/chat-link.ts";
import {
  FIRST_TOUCH_FORM_ATTRIBUTE,
  FIRST_TOUCH_LIMITS,
  FIRST_TOUCH_STORAGE_KEY,
  FIRST_TOUCH_TAGS,
} from "#contracts/first-touch.ts";

/**
 * Runs inline at the top of every public page, before hydration (which waits for the load
 * event): a visitor who taps a link or the chat at once still keeps their first touch.
 * 1. The first page of the tab's session stores its path, the other site's host and the
 *    address's UTM tags and click ids in sessionStorage (never a cookie); later pages keep it.
 * 2. A chat link gets the first touch added to its query as it is clicked, and a marked form
 *    gets it as hidden fields as it is sent. The server checks every value with one schema.
 * No storage (disabled, private mode): the first touch lives as long as the page.
 * A function, so the browser build (which renders no script text) drops it.
 */
export const firstTouchScript = () =>
  `(function(w,d){var t,s,l=location,K=${JSON.stringify(FIRST_TOUCH_STORAGE_KEY)};
try{s=w.sessionStorage;t=JSON.parse(s.getItem(K))}catch(e){}
if(!t||typeof t!="object"){t={landing_page:l.pathname};
try{var r=new URL(d.referrer).hostname;if(r!=l.hostname)t.referrer=r}catch(e){}
var q=new URLSearchParams(l.search);
${JSON.stringify(FIRST_TOUCH_TAGS.join(" "))}.split(" ").forEach(function(k){var v=q.get(k);if(v&&v.length<=${FIRST_TOUCH_LIMITS.tag})t[k]=v});
try{s.setItem(K,JSON.stringify(t))}catch(e){}}
function a(e){var n=e.target.closest&&e.target.closest('a[href^="${CHAT_REDIRECT_PATH}"]');if(n){var u=new URL(n.href);for(var k in t)u.searchParams.set(k,t[k]);n.href=u.pathname+u.search}}
function f(e){var n=e.target;if(n.hasAttribute&&n.hasAttribute("${FIRST_TOUCH_FORM_ATTRIBUTE}"))for(var k in t){var i=n.elements.namedItem(k);if(!i){i=d.createElement("input");i.type="hidden";i.name=k;n.appendChild(i)}i.value=t[k]}}
w.addEventListener("click",a,!0);w.addEventListener("auxclick",a,!0);w.addEventListener("submit",f,!0)})(window,document)`
    .split("\n")
    .join("");
