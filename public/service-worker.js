/* Projingga service worker: app shell and offline page precached, hashed assets cache-first,
   pages and article data network-first with a cached copy (articles stay readable offline).
   Staff pages, the API (except public article reads) and non-GET requests are never cached. */
const VERSION = "projingga-v1";
const SHELL_CACHE = `${VERSION}-shell`;
const ASSET_CACHE = `${VERSION}-assets`;
const PAGE_CACHE = `${VERSION}-pages`;
const OFFLINE_URL = "/offline.html";
const SHELL = [OFFLINE_URL, "/", "/favicon.svg", "/manifest.webmanifest", "/images/icon-192.png"];
const PAGE_LIMIT = 60;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const PRIVATE = /^\/(admin|login|logout|setup|overview)(\/|$|\.data)/;

function isCacheable(response) {
  if (response?.status !== 200 || response.type !== "basic") return false;
  const control = response.headers.get("Cache-Control") || "";
  return !/no-store|private/i.test(control) && !response.headers.has("Set-Cookie");
}

async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirst(request, fallbackToOffline) {
  try {
    const response = await fetch(request);
    if (isCacheable(response)) {
      const copy = response.clone();
      caches
        .open(PAGE_CACHE)
        .then((cache) => cache.put(request, copy).then(() => trim(PAGE_CACHE, PAGE_LIMIT)));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    if (fallbackToOffline) {
      const offline = await caches.match(OFFLINE_URL);
      if (offline) return offline;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (PRIVATE.test(path)) return;
  if (path.startsWith("/api/")) {
    if (/^\/api\/v1\/article(\/|$)/.test(path) && !path.endsWith("/views")) {
      event.respondWith(networkFirst(request, false));
    }
    return;
  }
  if (
    path.startsWith("/assets/") ||
    path.startsWith("/images/") ||
    path.startsWith("/media/") ||
    path === "/favicon.svg"
  ) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, true));
    return;
  }
  if (path.endsWith(".data")) {
    event.respondWith(networkFirst(request, false));
  }
});
