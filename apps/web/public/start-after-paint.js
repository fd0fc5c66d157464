// Starts the app once the prerendered page has painted, so that its first paint never waits for the
// app's JavaScript (scripts/prerender-web.mjs puts this in place of the module script). data-entry names
// the entry module; data-preload the page's other chunks, fetched beside it.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
    // One preload a task: adding the forty-odd links in one go held the main thread for 30 to 60 ms on a
    // laptop, four times that on a phone (a long task of its own, right after the first paint).
    // (A message to itself is a new task without the 4 ms that nested timeouts wait.)
    var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
    // The app waits for the last one before it imports the page (src/lib/preloads-appended.ts): Vite's
    // import helper adds a link for every dependency it does not find in the page, all in one task.
    var appended;
    window.overlapPreloadsAppended = new Promise(function (resolve) {
      appended = resolve;
    });
    function next() {
      var href = preloads.shift();
      if (!href) return appended();
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
      if (channel) channel.port2.postMessage(null);
      else setTimeout(next, 0);
    }
    if (channel) channel.port1.onmessage = next;
    next();
    // While the scripts download, two first uses that each hold the main thread for a while, in tasks of
    // their own rather than inside the app's start or first render: the session storage, which React
    // Router reads as it starts (its first read waits for the browser), and the date formatting that every
    // page's first render uses (its first use loads the locale data).
    setTimeout(function () {
      try {
        return window.sessionStorage.length;
      } catch {
        return 0;
      }
    }, 0);
    setTimeout(function () {
      if (typeof Intl === 'object') new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions();
    }, 0);
  }
  var paintTiming =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  // A hidden page does not paint: it starts at once, or as soon as it is shown or hidden.
  if (!paintTiming || document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start);
  new PerformanceObserver(function (_list, observer) {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
