/// The live preview's page: one self-contained document (no external assets; the server's
/// Content-Security-Policy allows none). Its state lives in the address (`entry`, `theme`, `size`,
/// `direction`, `scale`, `device`, `width`, `view`, the overlays and `diff`), so a link reproduces
/// the view; it polls `/api/status` and re-renders by itself when a rebuilt gallery takes over.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Live preview</title>
<style>
body{margin:0;font:13px/1.4 system-ui,sans-serif;color:#1d2330;display:flex;height:100vh;background:#f4f5f7}
nav{width:260px;border-right:1px solid #d8dbe0;display:flex;flex-direction:column;background:#fff}
nav input{margin:8px;padding:6px 8px;border:1px solid #c4c8cf;border-radius:6px}
#tree{overflow:auto;flex:1;padding:0 8px 12px}
#tree details{margin-left:6px} #tree summary{cursor:pointer;font-weight:600;padding:2px 0}
#tree a{display:block;padding:2px 8px;border-radius:4px;color:inherit;text-decoration:none;cursor:pointer}
#tree a.selected{background:#2f6fde;color:#fff}
main{flex:1;display:flex;flex-direction:column;min-width:0}
#controls{display:flex;flex-wrap:wrap;gap:8px;padding:8px 12px;border-bottom:1px solid #d8dbe0;background:#fff;align-items:center}
#controls label{display:flex;gap:4px;align-items:center}
#stage{flex:1;overflow:auto;padding:24px;position:relative}
#frame{position:relative;display:inline-block;outline:1px dashed #aab}
#frame img{display:block}
#handle{position:absolute;top:0;right:-10px;width:10px;height:100%;cursor:ew-resize;background:#2f6fde33}
#handle:hover{background:#2f6fde88}
.box{position:absolute;border:1px solid #e5484d99;pointer-events:none}
.ax{position:absolute;border:2px solid #30a46c;pointer-events:none}
#status{padding:6px 12px;border-top:1px solid #d8dbe0;background:#fff;min-height:20px}
#message{display:none;margin:0 0 12px;padding:8px 12px;border-radius:6px;background:#ffe5e5;color:#8c1d1d;white-space:pre-wrap}
#build{display:none;margin:0 0 16px;padding:12px;border-radius:8px;background:#2b0f12;color:#ffd7d7;font:12px/1.5 ui-monospace,monospace;white-space:pre-wrap}
#side{width:300px;border-left:1px solid #d8dbe0;background:#fff;overflow:auto;padding:8px 12px;display:none}
.badge{padding:2px 8px;border-radius:10px;font-weight:600}
.matches{background:#d3f5dd;color:#14532d}.differs{background:#ffe2c2;color:#7a3700}.new{background:#dde7ff;color:#1e3a8a}.unlisted{background:#eceef1;color:#4b5563}
#variants{display:flex;flex-wrap:wrap;gap:16px}
#variants figure{margin:0} #variants figcaption{font-size:11px;color:#4b5563}
</style></head>
<body>
<nav><input id="search" type="search" placeholder="Search entries"><div id="tree"></div></nav>
<main>
<div id="controls">
<label>Theme <select id="theme"></select></label>
<label>Size <select id="size"></select></label>
<label>Direction <select id="direction"></select></label>
<label>Scale <select id="scale"></select></label>
<label>Device <select id="device"><option value="">—</option></select></label>
<label>Width <input id="width" type="number" min="1" max="4096" step="1" style="width:70px"></label>
<label>View <select id="view"><option value="single">one</option><option value="sizes">every content size</option><option value="themes">every theme</option></select></label>
<label><input id="frames" type="checkbox"> frames</label>
<label><input id="a11y" type="checkbox"> accessibility</label>
<label><input id="audit" type="checkbox"> audit</label>
<span id="reference"></span>
<label><input id="diff" type="checkbox"> diff</label>
<button id="accept" type="button">Accept</button><button id="undo" type="button">Undo</button>
</div>
<div id="stage"><div id="build"></div><div id="message"></div>
<div id="single"><div id="frame"><img id="render" alt=""><div id="overlay"></div><div id="handle" title="Drag to change the width"></div></div></div>
<div id="variants"></div></div>
<div id="status"></div>
</main>
<aside id="side"></aside>
<script>
const token = new URLSearchParams(location.search).get("token") || "";
const controls = ["theme", "size", "direction", "scale", "device", "width"];
const flags = ["frames", "a11y", "audit", "diff"];
let catalogue = null, generation = null, rendered = null, inFlight = false, queued = false;

function state() { return new URLSearchParams(location.search); }
function setState(changes) {
  const params = state();
  for (const [key, value] of Object.entries(changes)) {
    if (value === "" || value === null || value === undefined || value === false) params.delete(key); else params.set(key, value === true ? "1" : value);
  }
  history.replaceState(null, "", "?" + params.toString());
}
function api(path, params) {
  const query = new URLSearchParams(params || {}); query.set("token", token);
  return path + "?" + query.toString();
}
function renderParams(overrides) {
  const params = state(), result = {};
  for (const key of ["entry", ...controls]) { const value = params.get(key); if (value) result[key] = value; }
  if (params.get("audit")) result.audit = "1";
  return Object.assign(result, overrides || {});
}
function show(id, text) { const element = document.getElementById(id); element.textContent = text || ""; element.style.display = text ? "block" : "none"; }

async function loadCatalogue() {
  catalogue = await (await fetch(api("/api/catalogue"))).json();
  fill("theme", catalogue.themes); fill("size", catalogue.contentSizes); fill("direction", catalogue.directions);
  fill("scale", catalogue.scales.map(String)); fill("device", [""].concat(catalogue.devices));
  buildTree();
  const params = state();
  if (!params.get("entry") && catalogue.entries.length) setState({entry: catalogue.entries[0].id});
  syncControls();
}
function fill(id, values) {
  const select = document.getElementById(id), current = select.value;
  select.innerHTML = "";
  for (const value of values) { const option = document.createElement("option"); option.value = value; option.textContent = value || "—"; select.appendChild(option); }
  select.value = current;
}
function buildTree() {
  const tree = document.getElementById("tree"), filter = document.getElementById("search").value.toLowerCase();
  tree.innerHTML = "";
  const groups = new Map();
  for (const entry of catalogue.entries) {
    if (filter && !entry.id.toLowerCase().includes(filter)) continue;
    const key = (entry.path.length ? entry.path.join(" › ") : catalogue.name);
    if (!groups.has(key)) groups.set(key, new Map());
    const components = groups.get(key);
    if (!components.has(entry.component)) components.set(entry.component, []);
    components.get(entry.component).push(entry);
  }
  for (const [catalogueName, components] of groups) {
    const group = document.createElement("details"); group.open = true;
    group.innerHTML = "<summary></summary>"; group.firstChild.textContent = catalogueName;
    for (const [component, entries] of components) {
      const details = document.createElement("details"); details.open = true;
      details.innerHTML = "<summary></summary>"; details.firstChild.textContent = component;
      for (const entry of entries) {
        const link = document.createElement("a"); link.textContent = entry.state; link.dataset.id = entry.id; link.title = entry.location;
        if (entry.id === state().get("entry")) { link.className = "selected"; setTimeout(() => link.scrollIntoView({block: "nearest"}), 0); }
        link.onclick = () => { setState({entry: entry.id}); buildTree(); refresh(); };
        details.appendChild(link);
      }
      group.appendChild(details);
    }
    tree.appendChild(group);
  }
}
function syncControls() {
  const params = state();
  for (const id of controls) { const value = params.get(id); if (value !== null) document.getElementById(id).value = value; }
  for (const id of flags) document.getElementById(id).checked = !!params.get(id);
  document.getElementById("view").value = params.get("view") || "single";
}

async function refresh() {
  if (inFlight) { queued = true; return; }
  inFlight = true;
  try {
    const view = state().get("view") || "single";
    document.getElementById("single").style.display = view === "single" ? "block" : "none";
    document.getElementById("variants").style.display = view === "single" ? "none" : "flex";
    if (view === "single") await renderSingle(); else await renderVariants(view);
  } finally {
    inFlight = false;
    if (queued) { queued = false; refresh(); }
  }
}
async function renderSingle() {
  const started = performance.now();
  const response = await fetch(api("/api/render", renderParams()));
  const answer = await response.json();
  if (!response.ok) { show("message", answer.error || "The render failed."); return; }
  show("message", "");
  rendered = answer;
  const image = document.getElementById("render");
  const useDiff = state().get("diff") && answer.reference === "differs";
  const source = useDiff ? api("/api/diff", renderParams()) : "data:image/png;base64," + answer.png;
  await new Promise(resolve => { image.onload = resolve; image.onerror = resolve; image.src = source; });
  image.style.width = (answer.pixelWidth / answer.scale) + "px";
  for (const id of ["theme", "size", "direction", "scale", "device"]) document.getElementById(id).value = answer.controls[id] || "";
  document.getElementById("width").value = answer.controls.width || Math.round(answer.pixelWidth / answer.scale);
  drawOverlays(answer);
  const badge = document.getElementById("reference");
  badge.className = "badge " + answer.reference; badge.textContent = {matches: "matches reference", differs: "differs from reference", "new": "no reference yet", unlisted: "not a catalogue variant"}[answer.reference];
  badge.title = answer.referenceMessage || "";
  document.getElementById("accept").disabled = !(answer.reference === "differs" || answer.reference === "new");
  document.getElementById("status").textContent = answer.variant + " · " + answer.pixelWidth + "×" + answer.pixelHeight + " px · rendered in " + answer.milliseconds.toFixed(1) + " ms, shown after " + (performance.now() - started).toFixed(1) + " ms";
  document.body.dataset.shownMs = (performance.now() - started).toFixed(1);
  document.body.dataset.rendered = String(Number(document.body.dataset.rendered || 0) + 1);
}
function drawOverlays(answer) {
  const overlay = document.getElementById("overlay"), side = document.getElementById("side"), params = state();
  overlay.innerHTML = "";
  if (params.get("frames")) for (const box of answer.frames) overlay.appendChild(rect("box", box, box.type));
  if (params.get("a11y")) for (const element of answer.accessibility) overlay.appendChild(rect("ax", element, element.role + (element.label ? ": " + element.label : "")));
  const lines = [];
  if (params.get("a11y")) { lines.push("Accessibility"); for (const element of answer.accessibility) lines.push("• " + element.role + (element.label ? " “" + element.label + "”" : "") + (element.value ? " = " + element.value : "")); }
  if (params.get("audit")) { lines.push("Audit: " + (answer.audit.length ? answer.audit.length + " finding(s)" : "no findings")); for (const finding of answer.audit) lines.push("• " + finding.rule + ": " + finding.detail); }
  side.style.display = lines.length ? "block" : "none"; side.textContent = lines.join("\n"); side.style.whiteSpace = "pre-wrap";
}
function rect(kind, frame, title) {
  const element = document.createElement("div"); element.className = kind; element.title = title;
  Object.assign(element.style, {left: frame.x + "px", top: frame.y + "px", width: frame.width + "px", height: frame.height + "px"});
  return element;
}
async function renderVariants(view) {
  const container = document.getElementById("variants");
  const values = view === "sizes" ? catalogue.contentSizes : catalogue.themes;
  const answers = await Promise.all(values.map(value => fetch(api("/api/render", renderParams(view === "sizes" ? {size: value} : {theme: value}))).then(r => r.json())));
  container.innerHTML = "";
  answers.forEach((answer, index) => {
    const figure = document.createElement("figure"), caption = document.createElement("figcaption");
    caption.textContent = values[index] + (answer.reference ? " · " + answer.reference : "");
    if (answer.error) { caption.textContent = values[index] + ": " + answer.error; figure.appendChild(caption); container.appendChild(figure); return; }
    const image = document.createElement("img"); image.src = "data:image/png;base64," + answer.png; image.style.width = (answer.pixelWidth / answer.scale) + "px";
    figure.appendChild(caption); figure.appendChild(image); container.appendChild(figure);
  });
  document.body.dataset.rendered = String(Number(document.body.dataset.rendered || 0) + 1);
}

for (const id of controls) document.getElementById(id).addEventListener("change", event => {
  const changes = {[id]: event.target.value};
  if (id === "device" && event.target.value) changes.width = "";
  if (id === "width") changes.device = "";
  setState(changes); refresh();
});
for (const id of flags) document.getElementById(id).addEventListener("change", event => { setState({[id]: event.target.checked}); if (id === "diff" || id === "audit") refresh(); else if (rendered) drawOverlays(rendered); });
document.getElementById("view").addEventListener("change", event => { setState({view: event.target.value === "single" ? "" : event.target.value}); refresh(); });
document.getElementById("search").addEventListener("input", buildTree);
for (const action of ["accept", "undo"]) document.getElementById(action).addEventListener("click", async () => {
  const response = await fetch(api("/api/" + action, renderParams()), {method: "POST"});
  const answer = await response.json();
  show("message", response.ok ? "" : answer.error);
  refresh();
});

// The width handle: dragging re-renders continuously, one request in flight at a time.
const handle = document.getElementById("handle");
handle.addEventListener("pointerdown", event => {
  const image = document.getElementById("render"), startX = event.clientX, startWidth = image.getBoundingClientRect().width;
  try { handle.setPointerCapture(event.pointerId); } catch (error) { /* a synthetic pointer */ }
  const move = moved => {
    const width = Math.max(1, Math.min(4096, Math.round(startWidth + moved.clientX - startX)));
    document.getElementById("width").value = width; setState({width: width, device: ""}); refresh();
  };
  const up = () => { handle.removeEventListener("pointermove", move); handle.removeEventListener("pointerup", up); };
  handle.addEventListener("pointermove", move); handle.addEventListener("pointerup", up);
});

async function poll() {
  try {
    const status = await (await fetch(api("/api/status"))).json();
    if (generation !== null && status.generation !== generation) {
      generation = status.generation; const scroll = document.getElementById("stage").scrollTop;
      await loadCatalogue(); await refresh(); document.getElementById("stage").scrollTop = scroll;
    }
    generation = status.generation;
    let text = "";
    if (status.buildErrors && status.buildErrors.length) text = "Build failed — the last good render is shown.\n\n" + status.buildErrors.map(d => d.file + ":" + d.line + ":" + d.column + ": " + d.message).join("\n");
    else if (status.buildLog) text = "Build failed — the last good render is shown.\n\n" + status.buildLog;
    show("build", text);
    document.body.dataset.building = status.building ? "1" : "";
    document.body.dataset.generation = String(status.generation);
  } catch (error) { /* restarting: try again */ }
  setTimeout(poll, 200);
}
loadCatalogue().then(refresh).then(poll);
</script></body></html>
"""#
}
