/// The review page: one self-contained HTML file (styles and script inline, no external assets).
///
/// A queue of the run's changed, new and removed references grouped by component on the left;
/// the chosen one on the right as reference and actual side by side, a slider between them, an
/// onion skin, or the diff image, zoomable to pixels, with its figures and layout changes; accept,
/// reject and undo for the image, its component or everything, from buttons or the keyboard.
enum ReviewPage {
    static let html = #"""
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Review snapshot changes</title>
<style>
:root { --line: #d9dce1; --muted: #5f6670; --accept: #1a7f37; --reject: #b42318; --bg: #f4f5f7; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #1a1c1f; background: var(--bg); display: grid; grid-template-columns: 360px 1fr; height: 100vh; }
nav { border-right: 1px solid var(--line); overflow: auto; background: white; }
nav header { padding: 12px; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: white; }
nav h1 { font-size: 16px; margin: 0 0 6px; }
#progress { color: var(--muted); }
.bar { height: 6px; background: #eceef1; border-radius: 3px; margin-top: 6px; overflow: hidden; }
.bar div { height: 100%; background: var(--accept); width: 0; }
.group h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 12px 12px 4px; display: flex; justify-content: space-between; align-items: center; }
.group h2 button { font-size: 11px; padding: 1px 6px; }
ul { list-style: none; margin: 0; padding: 0; }
li { padding: 6px 12px; cursor: pointer; display: flex; gap: 8px; align-items: center; border-left: 3px solid transparent; }
li:hover { background: #f0f2f5; }
li.current { background: #e7eefc; border-left-color: #1f5fd6; }
li .name { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 13px; }
.badge { font-size: 11px; padding: 0 6px; border-radius: 8px; background: #eceef1; color: var(--muted); }
.badge.accepted { background: #dcfce7; color: var(--accept); }
.badge.rejected { background: #fee4e2; color: var(--reject); }
.change { font-size: 11px; color: var(--muted); }
main { overflow: auto; padding: 16px 24px; }
main h2 { margin: 0 0 4px; font-size: 18px; word-break: break-all; }
.toolbar { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; margin: 12px 0; }
button { font: inherit; padding: 5px 12px; border: 1px solid var(--line); background: white; border-radius: 6px; cursor: pointer; }
button:hover { background: #f0f2f5; }
button.accept { border-color: var(--accept); color: var(--accept); }
button.reject { border-color: var(--reject); color: var(--reject); }
.tabs button[aria-pressed=true] { background: #1f5fd6; color: white; border-color: #1f5fd6; }
.tabs button[aria-pressed=true] kbd { color: white; border-color: rgba(255, 255, 255, .6); }
kbd { font: 11px ui-monospace, monospace; border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 3px; padding: 0 3px; color: var(--muted); }
.figures { display: flex; gap: 24px; flex-wrap: wrap; margin: 8px 0; }
.figures div { background: white; border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; }
.figures b { display: block; font-size: 18px; }
.view { background: repeating-conic-gradient(#e9ebee 0% 25%, #fff 0% 50%) 0 0/16px 16px; border: 1px solid var(--line); padding: 12px; overflow: auto; max-height: 70vh; }
.view img { display: block; image-rendering: pixelated; }
.pair { display: flex; gap: 16px; align-items: flex-start; }
.pair figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; font-size: 12px; color: var(--muted); }
.stack { position: relative; display: inline-block; }
.stack .over { position: absolute; left: 0; top: 0; overflow: hidden; }
.stack .over img { max-width: none; }
.none { color: var(--muted); padding: 24px; }
#layout-none { padding: 0; }
#message { white-space: pre-wrap; background: white; border: 1px solid var(--line); padding: 8px; font: 12px ui-monospace, monospace; }
#layout li { display: list-item; cursor: default; padding: 2px 0; font: 12px ui-monospace, monospace; border: 0; }
#layout { list-style: disc; padding-left: 20px; }
#notice { min-height: 1.4em; color: var(--reject); }
#notice.ok { color: var(--accept); }
</style></head><body>
<nav>
  <header>
    <h1>Snapshot review</h1>
    <div id="progress">loading…</div>
    <div class="bar"><div id="progress-bar"></div></div>
    <div class="toolbar">
      <button id="accept-all" class="accept">Accept all</button>
      <button id="reject-all" class="reject">Reject all</button>
    </div>
  </header>
  <div id="queue"></div>
</nav>
<main id="detail"><p class="none">Nothing to review: the run left no changed, new or removed references.</p></main>
<script>
const token = new URLSearchParams(location.search).get('token') || '';
let items = [], current = 0, mode = 'side', zoom = 'fit', split = 50, opacity = 50;
const modes = [['side', 'Side by side'], ['slider', 'Slider'], ['onion', 'Onion skin'], ['diff', 'Diff']];
const zooms = ['fit', '1', '2', '4', '8'];

function esc(text) { const d = document.createElement('div'); d.textContent = text == null ? '' : String(text); return d.innerHTML; }
function imageURL(item, kind) { return '/api/image?id=' + encodeURIComponent(item.id) + '&kind=' + kind + '&token=' + encodeURIComponent(token) + '&v=' + item.status; }
async function api(path, options) {
  const response = await fetch(path, Object.assign({ headers: { 'X-Review-Token': token, 'Content-Type': 'application/json' } }, options || {}));
  if (!response.ok) throw new Error(await response.text());
  return response.json();
}
async function load() {
  const queue = await api('/api/queue');
  items = queue.items;
  if (current >= items.length) current = Math.max(0, items.length - 1);
  render();
}
function groups() {
  const byComponent = new Map();
  items.forEach((item, index) => { if (!byComponent.has(item.component)) byComponent.set(item.component, []); byComponent.get(item.component).push(index); });
  return byComponent;
}
function render() {
  const reviewed = items.filter(i => i.status !== 'pending').length;
  document.getElementById('progress').textContent = reviewed + ' of ' + items.length + ' reviewed';
  document.getElementById('progress-bar').style.width = (items.length ? 100 * reviewed / items.length : 100) + '%';
  let html = '';
  for (const [component, indices] of groups()) {
    html += '<section class="group" data-component="' + esc(component) + '"><h2><span>' + esc(component) + '</span><span>'
      + '<button class="accept" data-action="accept" data-component="' + esc(component) + '" title="Accept this component">✓</button> '
      + '<button class="reject" data-action="reject" data-component="' + esc(component) + '" title="Reject this component">✗</button></span></h2><ul>';
    for (const index of indices) {
      const item = items[index];
      html += '<li data-index="' + index + '" data-id="' + esc(item.id) + '" data-status="' + item.status + '" class="' + (index === current ? 'current' : '') + '">'
        + '<span class="name" title="' + esc(item.name) + '">' + esc(item.name.replace(/^[^-@]*-/, '')) + '</span>'
        + '<span class="change">' + item.change + '</span><span class="badge ' + item.status + '">' + item.status + '</span></li>';
    }
    html += '</ul></section>';
  }
  document.getElementById('queue').innerHTML = html;
  renderDetail();
}
function figure(title, src) {
  return '<figure><figcaption>' + title + '</figcaption>' + (src ? '<img src="' + src + '" alt="' + title + '" data-kind="' + title.toLowerCase() + '">' : '<div class="none">none</div>') + '</figure>';
}
function renderDetail() {
  const main = document.getElementById('detail');
  if (!items.length) { main.innerHTML = '<p class="none">Nothing to review: the run left no changed, new or removed references.</p>'; return; }
  const item = items[current];
  const reference = item.hasReference ? imageURL(item, 'reference') : null, actual = item.hasActual ? imageURL(item, 'actual') : null;
  let view = '';
  if (mode === 'side' || !reference || !actual) {
    view = '<div class="pair">' + figure('Reference', reference) + figure('Actual', actual) + (item.hasDiff ? figure('Diff', imageURL(item, 'diff')) : '') + '</div>';
  } else if (mode === 'slider') {
    view = '<div class="stack"><img src="' + reference + '" alt="reference"><div class="over" style="width:' + split + '%"><img src="' + actual + '" alt="actual"></div></div>'
      + '<p><label>reference ◀ <input id="split" type="range" min="0" max="100" value="' + split + '"> ▶ actual</label></p>';
  } else if (mode === 'onion') {
    view = '<div class="stack"><img src="' + reference + '" alt="reference"><div class="over" style="width:100%;opacity:' + opacity / 100 + '"><img src="' + actual + '" alt="actual"></div></div>'
      + '<p><label>reference <input id="opacity" type="range" min="0" max="100" value="' + opacity + '"> actual</label></p>';
  } else {
    view = item.hasDiff ? figure('Diff', imageURL(item, 'diff')) : '<p class="none">No diff image: the sizes differ.</p>';
  }
  const figures = [];
  if (item.differingPixels != null) figures.push('<div>pixels changed<b>' + item.differingPixels.toLocaleString('en') + '</b>' + (item.totalPixels ? (100 * item.differingPixels / item.totalPixels).toFixed(2) + '% of ' + item.totalPixels.toLocaleString('en') : '') + '</div>');
  if (item.largestDeltaE != null) {
    const seen = item.largestDeltaE < 1 ? 'too small to see' : item.largestDeltaE < 2.3 ? 'barely visible' : 'visible';
    figures.push('<div>largest ΔE<b>' + item.largestDeltaE.toFixed(1) + '</b>CIE94, ' + seen + '</div>');
  }
  if (item.sizeChange) figures.push('<div>size<b>' + esc(item.sizeChange) + '</b>pixels</div>');
  figures.push('<div>change<b>' + item.change + '</b>' + (item.change === 'new' ? 'no reference yet' : item.change === 'removed' ? 'nothing produces it' : 'reference differs') + '</div>');
  const layout = item.layoutChanges.length
    ? '<h3>Layout changes</h3><ul id="layout">' + item.layoutChanges.map(c => '<li>' + esc(c) + '</li>').join('') + '</ul>'
    : '<h3>Layout changes</h3><p class="none" id="layout-none">No frame moved.</p>';
  main.innerHTML = '<h2 id="title">' + esc(item.id) + '</h2><div>' + (current + 1) + ' of ' + items.length + ' · <span class="badge ' + item.status + '" id="status">' + item.status + '</span></div>'
    + '<div class="toolbar"><button id="accept" class="accept">Accept <kbd>a</kbd></button><button id="reject" class="reject">Reject <kbd>r</kbd></button><button id="undo">Undo <kbd>u</kbd></button>'
    + '<button id="previous">Previous <kbd>k</kbd></button><button id="next">Next <kbd>j</kbd></button></div>'
    + '<div id="notice"></div>'
    + '<div class="figures">' + figures.join('') + '</div>'
    + '<div class="toolbar tabs">' + modes.map((m, i) => '<button data-mode="' + m[0] + '" aria-pressed="' + (mode === m[0]) + '">' + m[1] + ' <kbd>' + (i + 1) + '</kbd></button>').join('')
    + ' <label>Zoom <select id="zoom">' + zooms.map(z => '<option value="' + z + '"' + (z === zoom ? ' selected' : '') + '>' + (z === 'fit' ? 'fit' : z + '×') + '</option>').join('') + '</select></label> <kbd>+</kbd><kbd>-</kbd></div>'
    + '<div class="view" id="view">' + view + '</div>' + layout
    + '<h3>Message</h3><div id="message">' + esc(item.message) + '</div>';
  applyZoom();
}
function applyZoom() {
  const view = document.getElementById('view');
  if (!view) return;
  const images = [...view.querySelectorAll('img')];
  const columns = mode === 'side' ? Math.max(1, view.querySelectorAll('figure').length) : 1;
  const room = (view.clientWidth - 24 - 16 * (columns - 1)) / columns;
  for (const img of images) {
    const size = () => {
      // fit: the largest whole zoom (at most 8×) that fits, or smaller than 1× for big images.
      const factor = zoom === 'fit' ? Math.max(Math.min(8, Math.floor(room / img.naturalWidth)), 0) || room / img.naturalWidth : Number(zoom);
      img.style.maxWidth = 'none';
      img.style.width = Math.round(img.naturalWidth * factor) + 'px';
    };
    if (img.complete && img.naturalWidth) size(); else img.addEventListener('load', size);
  }
}
function notice(text, ok) { const n = document.getElementById('notice'); if (n) { n.textContent = text; n.className = ok ? 'ok' : ''; } }
async function decide(action, ids) {
  if (!ids.length) return;
  try {
    const results = await api('/api/decide', { method: 'POST', body: JSON.stringify({ action, ids }) });
    const failed = results.filter(r => !r.ok);
    await load();
    const done = { accept: 'accepted', reject: 'rejected', undo: 'undone' }[action];
    notice(failed.length ? failed.map(r => r.message).join('\n') : (ids.length === 1 ? done : ids.length + ' ' + done), !failed.length);
  } catch (error) { notice(String(error.message || error), false); }
}
function move(step) { if (!items.length) return; current = Math.min(items.length - 1, Math.max(0, current + step)); render(); }
function decideAndAdvance(action) {
  const item = items[current]; if (!item) return;
  decide(action, [item.id]).then(() => { if (action !== 'undo' && current < items.length - 1 && items[current].status !== 'pending') move(1); });
}
document.addEventListener('click', event => {
  const target = event.target.closest('button, li');
  if (!target) return;
  if (target.tagName === 'LI') { current = Number(target.dataset.index); render(); return; }
  if (target.id === 'accept') decideAndAdvance('accept');
  else if (target.id === 'reject') decideAndAdvance('reject');
  else if (target.id === 'undo') decide('undo', [items[current].id]);
  else if (target.id === 'next') move(1);
  else if (target.id === 'previous') move(-1);
  else if (target.id === 'accept-all') decide('accept', items.filter(i => i.status === 'pending').map(i => i.id));
  else if (target.id === 'reject-all') decide('reject', items.filter(i => i.status === 'pending').map(i => i.id));
  else if (target.dataset.component) decide(target.dataset.action, items.filter(i => i.component === target.dataset.component && i.status === 'pending').map(i => i.id));
  else if (target.dataset.mode) { mode = target.dataset.mode; renderDetail(); }
});
document.addEventListener('input', event => {
  if (event.target.id === 'split') { split = Number(event.target.value); document.querySelector('.stack .over').style.width = split + '%'; }
  if (event.target.id === 'opacity') { opacity = Number(event.target.value); document.querySelector('.stack .over').style.opacity = opacity / 100; }
});
document.addEventListener('change', event => { if (event.target.id === 'zoom') { zoom = event.target.value; applyZoom(); } });
document.addEventListener('keydown', event => {
  if (event.target.tagName === 'INPUT' || event.target.tagName === 'SELECT' || event.metaKey || event.ctrlKey || event.altKey) return;
  const key = event.key;
  if (key === 'j' || key === 'ArrowDown') move(1);
  else if (key === 'k' || key === 'ArrowUp') move(-1);
  else if (key === 'a') decideAndAdvance('accept');
  else if (key === 'r') decideAndAdvance('reject');
  else if (key === 'u') decide('undo', [items[current].id]);
  else if (key === 'A') decide('accept', items.filter(i => i.component === items[current].component && i.status === 'pending').map(i => i.id));
  else if (key === 'R') decide('reject', items.filter(i => i.component === items[current].component && i.status === 'pending').map(i => i.id));
  else if (key >= '1' && key <= '4') { mode = modes[Number(key) - 1][0]; renderDetail(); }
  else if (key === '+' || key === '=') { zoom = zooms[Math.min(zooms.length - 1, zooms.indexOf(zoom) + 1)]; renderDetail(); }
  else if (key === '-') { zoom = zooms[Math.max(0, zooms.indexOf(zoom) - 1)]; renderDetail(); }
  else return;
  event.preventDefault();
});
load().catch(error => { document.getElementById('progress').textContent = String(error.message || error); });
</script>
</body></html>
"""#
}
