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
function designImageURL(entry, kind) { return '/api/design-image?entry=' + encodeURIComponent(entry) + '&kind=' + kind + '&token=' + encodeURIComponent(token); }
// A design finding shows its entry beside its design (once per entry): the design drawn by Bento, and the code.
function designPictures(entry) {
  return '<div class="design-pair">' + ['design', 'code'].map(kind => '<figure><img alt="' + esc(entry) + ', the ' + kind + '" src="' + designImageURL(entry, kind)
    + '" onerror="this.parentNode.hidden=true"><figcaption>' + (kind === 'design' ? 'Design' : 'Code') + '</figcaption></figure>').join('') + '</div>';
}
function auditList(findings) {
  const shown = new Set();
  return '<ul>' + findings.map(f => {
    const pictures = f.rule.startsWith('design-') && f.rule !== 'design-color' && f.rule !== 'design-font' && f.rule !== 'design-scale' && !shown.has(f.entry);
    if (pictures) shown.add(f.entry);
    return '<li><b>' + esc(f.rule) + '</b> ' + esc(f.detail) + '<span class="where">' + esc(f.entry) + (f.element ? ' · ' + esc(f.element) : '') + '</span>'
      + (pictures ? designPictures(f.entry) : '') + '</li>';
  }).join('') + '</ul>';
}
async function loadAudit() {
  const report = await api('/api/audit');
  const panel = document.getElementById('audit');
  if (!report) { panel.hidden = true; return; }
  let html = '<h2>Audit against ' + esc(report.baseline) + '</h2><p id="audit-counts">' + report.variants + ' variants: <span class="new">' + report.new.length + ' new</span>, '
    + report.preexisting + ' pre-existing, <span class="resolved">' + report.resolved.length + ' resolved</span></p>';
  if (report.new.length) html += '<details id="audit-new" open><summary>New: these fail the run</summary>' + auditList(report.new) + '</details>';
  if (report.resolved.length) {
    html += '<details id="audit-resolved"><summary>Resolved: still in the baseline</summary>' + auditList(report.resolved)
      + '<p>Take them out with <code>gallery audit --baseline ' + esc(report.baseline) + ' --accept-resolved</code></p></details>';
  }
  panel.innerHTML = html;
  panel.hidden = false;
}
async function load() {
  const queue = await api('/api/queue');
  items = queue.items;
  // Candidate files the run left that cannot be read: changes this page cannot show.
  const unreadable = document.getElementById('unreadable');
  unreadable.hidden = !(queue.unreadable && queue.unreadable.length);
  if (!unreadable.hidden) {
    unreadable.textContent = queue.unreadable.length + ' candidate file' + (queue.unreadable.length === 1 ? '' : 's')
      + ' of the run cannot be read (too large, damaged or unsafe) and are not shown: ' + queue.unreadable.slice(0, 5).join(', ')
      + (queue.unreadable.length > 5 ? ' …' : '') + '. Run verify again to make them anew.';
  }
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
  const accessibility = item.accessibilityChanges.length
    ? '<h3>Accessibility changes</h3><ul id="accessibility">' + item.accessibilityChanges.map(c => '<li>' + esc(c) + '</li>').join('') + '</ul>'
    : '';
  main.innerHTML = '<h2 id="title">' + esc(item.id) + '</h2><div>' + (current + 1) + ' of ' + items.length + ' · <span class="badge ' + item.status + '" id="status">' + item.status + '</span></div>'
    + '<div class="toolbar"><button id="accept" class="accept">Accept <kbd>a</kbd></button><button id="reject" class="reject">Reject <kbd>r</kbd></button><button id="undo">Undo <kbd>u</kbd></button>'
    + '<button id="previous">Previous <kbd>k</kbd></button><button id="next">Next <kbd>j</kbd></button></div>'
    + '<div id="notice"></div>'
    + '<div class="figures">' + figures.join('') + '</div>'
    + '<div class="toolbar tabs">' + modes.map((m, i) => '<button data-mode="' + m[0] + '" aria-pressed="' + (mode === m[0]) + '">' + m[1] + ' <kbd>' + (i + 1) + '</kbd></button>').join('')
    + ' <label>Zoom <select id="zoom">' + zooms.map(z => '<option value="' + z + '"' + (z === zoom ? ' selected' : '') + '>' + (z === 'fit' ? 'fit' : z + '×') + '</option>').join('') + '</select></label> <kbd>+</kbd><kbd>-</kbd></div>'
    + '<div class="view" id="view">' + view + '</div>' + accessibility + layout
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
loadAudit().catch(() => {});
