// Offline once loaded: the first visit keeps the page's few files in a cache; later visits take
// them from the network when it answers (so a new build shows at once) and from the cache when not.
const CACHE = "tabletop-companion-v2";
const FILES = ["./", "index.html", "page.js", "page.css", "link.js", "web-serial-polyfill.js", "micropython.mjs",
  "micropython.wasm", "firmware.json"];

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(
    fetch(e.request)
      .then((r) => {
        if (r.ok) {
          const copy = r.clone();
          caches.open(CACHE).then((c) => c.put(e.request, copy));
        }
        return r;
      })
      .catch(() => caches.match(e.request, { ignoreSearch: true }).then((r) => r || Response.error())),
  );
});
