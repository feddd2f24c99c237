const token = new URLSearchParams(location.search).get("token") || "";
const controls = ["theme", "size", "direction", "locale", "scale", "device", "width"];
const flags = ["frames", "a11y", "audit"];
const looks = ["compare", "zoom", "canvas"];
let catalogue = null, generation = null, rendered = null, inFlight = false, queued = false, lastGood = null, connected = true;

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
  for (const [key, value] of params) if (key.startsWith("arg.")) result[key] = value;
  if (params.get("audit")) result.audit = "1";
  return Object.assign(result, overrides || {});
}
function show(id, text) { const element = document.getElementById(id); element.textContent = text || ""; element.style.display = text ? "block" : "none"; }
function currentEntry() { return catalogue && catalogue.entries.find(entry => entry.id === state().get("entry")); }

async function loadCatalogue() {
  catalogue = await (await fetch(api("/api/catalogue"))).json();
  fill("theme", catalogue.themes); fill("size", catalogue.contentSizes); fill("direction", catalogue.directions); fill("locale", catalogue.locales);
  fill("scale", catalogue.scales.map(String)); fill("device", [""].concat(catalogue.devices));
  const params = state();
  if (!params.get("entry") && catalogue.entries.length) setState({entry: catalogue.entries[0].id});
  buildTree(); syncControls(); describe();
}
function fill(id, values) {
  const select = document.getElementById(id), current = select.value;
  select.innerHTML = "";
  for (const value of values) { const option = document.createElement("option"); option.value = value; option.textContent = value || "—"; select.appendChild(option); }
  select.value = values.includes(current) ? current : values[0];
}
function entryLink(entry) {
  const params = state(); params.set("entry", entry.id);
  for (const key of [...params.keys()]) if (key.startsWith("arg.")) params.delete(key);
  return "?" + params.toString();
}
function select(id) {
  const params = {entry: id, steps: ""};
  for (const key of [...state().keys()]) if (key.startsWith("arg.")) params[key] = "";
  setState(params); buildTree(); syncControls(); describe(); refresh();
}
function buildTree() {
  const tree = document.getElementById("tree"), filter = document.getElementById("search").value.toLowerCase().trim();
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.id : null;
  tree.innerHTML = "";
  const groups = new Map();
  for (const entry of catalogue.entries) {
    if (filter && !(entry.id + " " + (entry.doc || "")).toLowerCase().includes(filter)) continue;
    const key = (entry.path.length ? entry.path.join(" › ") : catalogue.name);
    if (!groups.has(key)) groups.set(key, new Map());
    const components = groups.get(key);
    if (!components.has(entry.component)) components.set(entry.component, []);
    components.get(entry.component).push(entry);
  }
  if (!groups.size) { tree.textContent = "Nothing matches “" + filter + "”."; return; }
  for (const [catalogueName, components] of groups) {
    const group = document.createElement("details"); group.open = true;
    group.innerHTML = "<summary></summary>"; group.firstChild.textContent = catalogueName;
    for (const [component, entries] of components) {
      const details = document.createElement("details"); details.open = true;
      details.innerHTML = "<summary></summary>"; details.firstChild.textContent = component;
      for (const entry of entries) {
        const link = document.createElement("a"); link.textContent = entry.state; link.dataset.id = entry.id; link.title = entry.location;
        link.href = entryLink(entry); link.setAttribute("role", "treeitem");
        if (entry.id === state().get("entry")) { link.className = "selected"; link.setAttribute("aria-current", "true"); setTimeout(() => link.scrollIntoView({block: "nearest"}), 0); }
        link.onclick = event => { if (event.metaKey || event.ctrlKey || event.shiftKey) return; event.preventDefault(); select(entry.id); document.querySelector('#tree a[data-id="' + CSS.escape(entry.id) + '"]').focus(); };
        details.appendChild(link);
      }
      group.appendChild(details);
    }
    tree.appendChild(group);
  }
  // One tab stop for the tree (the selected entry, else the first); arrows move within it.
  const links = [...tree.querySelectorAll("a")], stop = links.find(a => a.classList.contains("selected")) || links[0];
  for (const link of links) link.tabIndex = link === stop ? 0 : -1;
  for (const summary of tree.querySelectorAll("summary")) summary.tabIndex = -1;
  if (focused) { const again = tree.querySelector('a[data-id="' + CSS.escape(focused) + '"]'); if (again) again.focus(); }
}
// Arrows move through the tree's entries; Home and End go to the ends; Enter opens the focused one.
document.getElementById("tree").addEventListener("keydown", event => {
  const links = [...document.querySelectorAll("#tree a")], index = links.indexOf(document.activeElement);
  if (index < 0) return;
  const target = {ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1}[event.key];
  if (target === undefined) return;
  event.preventDefault();
  links[Math.max(0, Math.min(links.length - 1, target))].focus();
});
function describe() {
  const entry = currentEntry(), id = state().get("entry") || "";
  document.title = (entry ? entry.id : id || "Live preview") + " · " + (catalogue ? catalogue.name : "") + " · Live preview";
  document.getElementById("title").textContent = entry ? entry.component + " · " + entry.state : (id ? "No entry " + id : "");
  document.getElementById("doc").textContent = entry && entry.doc ? entry.doc : "";
  document.getElementById("location").textContent = entry ? entry.location : "";
  buildArguments(entry);
}
function syncControls() {
  const params = state();
  for (const id of controls) { const value = params.get(id); if (value !== null) document.getElementById(id).value = value; }
  for (const id of flags) document.getElementById(id).checked = !!params.get(id);
  for (const id of looks) document.getElementById(id).value = params.get(id) || "";
  document.getElementById("view").value = params.get("view") || "single";
  applyLook();
}
function applyLook() {
  const params = state(), stage = document.getElementById("stage");
  stage.className = (params.get("canvas") || "") + (Number(params.get("zoom")) > 1 ? " zoomed" : "");
}

// The entry's own arguments, each with the control its kind asks for; a change is kept in the address.
function buildArguments(entry) {
  const container = document.getElementById("args");
  container.innerHTML = "";
  if (!entry || !entry.arguments.length) return;
  const params = state();
  for (const argument of entry.arguments) {
    const value = params.has("arg." + argument.name) ? params.get("arg." + argument.name) : argument.value;
    container.appendChild(argumentControl(argument, value, entry));
  }
  const reset = document.createElement("button"); reset.type = "button"; reset.textContent = "Reset arguments"; reset.id = "reset-arguments";
  reset.onclick = () => { const changes = {}; for (const a of entry.arguments) changes["arg." + a.name] = ""; setState(changes); buildArguments(entry); refresh(); };
  container.appendChild(reset);
}
function argumentControl(argument, value, entry) {
  const label = document.createElement("label"); label.dataset.argument = argument.name;
  label.appendChild(document.createTextNode(argument.name + " "));
  const set = text => { setState({["arg." + argument.name]: text === argument.value ? "" : text}); refresh(); };
  const field = input(argument.control, value, set, argument.name);
  label.appendChild(field);
  return label;
}
function input(control, value, set, name) {
  if (control.kind === "optional") {
    const span = document.createElement("span"), toggle = document.createElement("input");
    toggle.type = "checkbox"; toggle.checked = value !== "none"; toggle.title = "Set " + name; toggle.dataset.role = "some";
    const inner = value !== "none" ? value.replace(/^some:/, "") : defaultOf(control.wrapped);
    const wrapped = input(control.wrapped, inner, text => { toggle.checked = true; wrapped.disabled = false; set("some:" + text); }, name);
    wrapped.disabled = !toggle.checked;
    toggle.onchange = () => { wrapped.disabled = !toggle.checked; set(toggle.checked ? "some:" + current(wrapped) : "none"); };
    span.appendChild(toggle); span.appendChild(wrapped);
    span.current = () => toggle.checked ? "some:" + current(wrapped) : "none";
    return span;
  }
  if (control.kind === "flag") {
    const box = document.createElement("input"); box.type = "checkbox"; box.checked = value === "true";
    box.onchange = () => set(box.checked ? "true" : "false"); box.current = () => box.checked ? "true" : "false"; return box;
  }
  if (control.kind === "choice" || control.kind === "color") {
    const select = document.createElement("select");
    const options = control.kind === "choice" ? control.cases : control.roles.map(role => "color." + role);
    for (const option of options) { const o = document.createElement("option"); o.value = option; o.textContent = option; select.appendChild(o); }
    if (!options.includes(value)) { const o = document.createElement("option"); o.value = value; o.textContent = value; select.appendChild(o); }
    select.value = value; select.onchange = () => set(select.value); select.current = () => select.value;
    if (control.kind === "color") {
      const span = document.createElement("span"), picker = document.createElement("input"); picker.type = "color"; picker.title = "A literal colour";
      if (/^#[0-9a-fA-F]{6}/.test(value)) picker.value = value.slice(0, 7);
      picker.onchange = () => { const hex = picker.value.toUpperCase(); if (![...select.options].some(o => o.value === hex)) { const o = document.createElement("option"); o.value = hex; o.textContent = hex; select.appendChild(o); } select.value = hex; set(hex); };
      span.appendChild(select); span.appendChild(picker); span.current = () => select.value; return span;
    }
    return select;
  }
  if (control.kind === "number") {
    const span = document.createElement("span"), range = document.createElement("input"), number = document.createElement("input");
    for (const field of [range, number]) { field.min = control.minimum; field.max = control.maximum; field.step = control.step; field.value = value; }
    range.type = "range"; number.type = "number"; number.style.width = "70px";
    range.oninput = () => { number.value = range.value; set(range.value); };
    number.onchange = () => { range.value = number.value; set(number.value); };
    span.appendChild(range); span.appendChild(number); span.current = () => number.value; return span;
  }
  const text = document.createElement("input"); text.type = "text"; text.value = value; text.maxLength = control.maximumLength;
  text.oninput = () => set(text.value); text.current = () => text.value; return text;
}
function defaultOf(control) { return control.kind === "flag" ? "false" : control.kind === "number" ? String(control.minimum) : control.kind === "choice" ? control.cases[0] : control.kind === "color" ? "color." + control.roles[0] : ""; }
function current(element) { return element.current ? element.current() : element.value; }

async function refresh() {
  if (inFlight) { queued = true; return; }
  inFlight = true;
  try {
    const view = state().get("view") || "single";
    document.getElementById("single").style.display = view === "single" ? "block" : "none";
    document.getElementById("variants").style.display = view === "single" ? "none" : "flex";
    if (view === "single") await renderSingle(); else await renderVariants(view);
  } catch (error) {
    // The server went away mid-request: the status poll shows it.
  } finally {
    inFlight = false;
    if (queued) { queued = false; refresh(); }
  }
}
function refuse(message, log) {
  show("message", message);
  if (log) {
    const details = document.createElement("details"), summary = document.createElement("summary"), pre = document.createElement("pre");
    summary.textContent = "What the worker wrote (message and backtrace)"; pre.textContent = log; details.open = true;
    details.appendChild(summary); details.appendChild(pre); document.getElementById("message").appendChild(details);
  }
  // The picture below is the last good render, dimmed so it is not taken for this one.
  document.getElementById("frame").style.opacity = ".35";
  document.getElementById("accept").disabled = true; document.getElementById("undo").disabled = true;
  const badge = document.getElementById("reference"); badge.className = ""; badge.textContent = "";
  document.body.dataset.refused = String(Number(document.body.dataset.refused || 0) + 1);
  // A refused value does not stay in its box or the address: the last good render's controls come back.
  if (lastGood) {
    const changes = {};
    for (const id of ["theme", "size", "direction", "locale", "scale"]) changes[id] = lastGood.controls[id];
    changes.width = lastGood.controls.width || ""; changes.device = lastGood.controls.device || "";
    const entry = currentEntry();
    if (state().get("entry") === lastGood.entry && entry) {
      for (const argument of entry.arguments) { const value = lastGood.arguments[argument.name]; changes["arg." + argument.name] = value === argument.value ? "" : value; }
      setState(changes); buildArguments(entry);
    }
    syncControls();
  }
}
async function renderSingle() {
  const started = performance.now(), asked = state().get("entry");
  const response = await fetch(api("/api/render", renderParams()));
  const answer = await response.json();
  // Another entry was chosen while this one rendered: the queued render shows, never one entry's
  // picture under another's name. (A width drag's renders do show as they come.)
  if (asked !== state().get("entry")) return;
  if (!response.ok) { refuse(answer.error || "The render failed.", answer.log); return; }
  show("message", ""); document.getElementById("frame").style.opacity = "";
  rendered = answer; lastGood = {entry: state().get("entry"), controls: answer.controls, arguments: answer.arguments};
  const image = document.getElementById("render"), mode = state().get("compare") || "";
  const canCompare = answer.reference === "differs" || answer.reference === "matches";
  const source = mode === "diff" && canCompare ? api("/api/diff", renderParams()) : "data:image/png;base64," + answer.png;
  await new Promise(resolve => { image.onload = resolve; image.onerror = resolve; image.src = source; });
  const width = answer.pixelWidth / answer.scale, zoom = zoomFactor(width);
  image.style.width = (width * zoom) + "px";
  document.getElementById("frame").style.display = (mode === "side" || mode === "slider") && canCompare ? "none" : "inline-block";
  await drawComparison(mode, canCompare, answer, width * zoom);
  for (const id of ["theme", "size", "direction", "locale", "scale", "device"]) document.getElementById(id).value = answer.controls[id] || "";
  document.getElementById("width").value = answer.controls.width || Math.round(width);
  drawOverlays(answer, zoom);
  const badge = document.getElementById("reference");
  badge.className = "badge " + answer.reference; badge.textContent = {matches: "matches reference", differs: "differs from reference", "new": "no reference yet", unlisted: "not a catalogue variant"}[answer.reference];
  badge.title = answer.referenceMessage || "";
  document.getElementById("accept").disabled = !(answer.reference === "differs" || answer.reference === "new");
  document.getElementById("undo").disabled = !answer.canUndo;
  document.getElementById("status").textContent = answer.variant + " · " + answer.pixelWidth + "×" + answer.pixelHeight + " px · rendered in " + answer.milliseconds.toFixed(1) + " ms, shown after " + (performance.now() - started).toFixed(1) + " ms" + (answer.controls.language ? " · " + answer.controls.language : "");
  document.body.dataset.shownMs = (performance.now() - started).toFixed(1);
  await showPlay();
  document.body.dataset.rendered = String(Number(document.body.dataset.rendered || 0) + 1);
}

// A running entry: the steps a person performed live in the address (`steps`, JSON); a click on
// the picture becomes the next step, its transition plays frame by frame, then the state at rest.
function playedSteps() { try { return JSON.parse(state().get("steps") || "[]"); } catch (error) { return []; } }
async function showPlay(answer) {
  const entry = currentEntry(), section = document.getElementById("play");
  const running = !!(entry && entry.playing);
  section.hidden = !running; document.body.classList.toggle("playing", running);
  if (!running) return;
  if (!answer) {
    if (!playedSteps().length) { answer = await playRequest({}); if (!answer) return; }
    else { answer = await playRequest({}); if (!answer) return; await showFrame(answer); }
  }
  const list = document.getElementById("play-steps"); list.innerHTML = "";
  for (const text of entry.playing) { const item = document.createElement("li"); item.textContent = text; item.className = "own"; list.appendChild(item); }
  for (const step of answer.steps) { const item = document.createElement("li"); item.textContent = step.description; list.appendChild(item); }
  document.getElementById("play-state").textContent = answer.state;
  document.getElementById("play-script").value = answer.script;
  document.getElementById("play-undo").disabled = !answer.steps.length;
  // After a person's steps the picture is no longer the entry's own state: no reference applies.
  if (answer.steps.length) {
    const badge = document.getElementById("reference"); badge.className = "badge unlisted";
    badge.textContent = "running: " + answer.steps.length + " step" + (answer.steps.length === 1 ? "" : "s") + " past the entry"; badge.title = "";
    document.getElementById("accept").disabled = true; document.getElementById("undo").disabled = true;
  }
}
async function playRequest(extra) {
  const params = renderParams(Object.assign({steps: state().get("steps") || ""}, extra));
  delete params.audit;
  const response = await fetch(api("/api/play", params)), answer = await response.json();
  if (!response.ok) { show("message", answer.error); return null; }
  show("message", "");
  return answer;
}
// The last whole picture a play answered, by the name the server gave it and its address.
let playPicture = null;
async function showFrame(answer) {
  const image = document.getElementById("render");
  const source = "data:image/png;base64," + answer.png;
  if (answer.picture) playPicture = {id: answer.picture, src: source};
  await new Promise(resolve => { image.onload = resolve; image.onerror = resolve; image.src = source; });
  image.style.width = (answer.pixelWidth / answer.scale * zoomFactor(answer.pixelWidth / answer.scale)) + "px";
  if (answer.picture) copyToPlayCanvas(answer);
}
// The play canvas holds a copy of the picture shown, made while the page is idle, so a click's
// first frame only draws the rectangle that changed on it.
let canvasHolds = null;
function sizePlayCanvas(width, height) {
  const canvas = document.getElementById("play-canvas");
  if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; canvasHolds = null; }
  return canvas.getContext("2d");
}
function copyToPlayCanvas(answer) {
  const id = answer.picture, copy = () => {
    const image = document.getElementById("render");
    if (playing || !playPicture || playPicture.id !== id || image.src !== playPicture.src) return;
    sizePlayCanvas(answer.pixelWidth, answer.pixelHeight).drawImage(image, 0, 0);
    canvasHolds = id;
  };
  if (window.requestIdleCallback) requestIdleCallback(copy, {timeout: 500}); else setTimeout(copy, 50);
}
function decodedImage(png) {
  const image = new Image();
  image.src = "data:image/png;base64," + png;
  return image.decode().then(() => image);
}
function askFor(answer) {
  const ask = document.getElementById("play-ask"), actions = document.getElementById("play-actions"), text = document.getElementById("play-text");
  ask.hidden = false; actions.innerHTML = "";
  document.getElementById("play-ask-label").textContent = answer.ask.kind === "text" ? "Type into " + answer.ask.target + ", then Enter:" : "Swipe " + answer.ask.target + ":";
  text.style.display = answer.ask.kind === "text" ? "" : "none";
  if (answer.ask.kind === "text") { text.value = ""; text.focus(); text.onkeydown = event => { if (event.key === "Enter") { ask.hidden = true; click(answer.ask.x, answer.ask.y, {text: text.value}); } }; }
  for (const name of answer.ask.actions) {
    const button = document.createElement("button"); button.type = "button"; button.textContent = name; button.dataset.action = name;
    button.onclick = () => { ask.hidden = true; click(answer.ask.x, answer.ask.y, {action: name}); };
    actions.appendChild(button);
  }
}
let playing = false;
async function click(x, y, extra) {
  if (playing) return;
  playing = true;
  const started = performance.now();
  try {
    // When the picture is the one the server last sent, the first frame comes as what changed on it.
    const image = document.getElementById("render"), canvas = document.getElementById("play-canvas");
    const over = playPicture && image.src === playPicture.src ? {over: playPicture.id} : {};
    const answer = await playRequest(Object.assign({click: x + "," + y}, over, extra || {}));
    if (!answer) return;
    if (answer.ask) { askFor(answer); return; }
    const context = sizePlayCanvas(answer.pixelWidth, answer.pixelHeight);
    if (answer.patch) {
      const piece = await decodedImage(answer.png);
      if (canvasHolds !== over.over) context.drawImage(image, 0, 0);
      context.drawImage(piece, answer.patch.x, answer.patch.y);
      canvas.hidden = false;
    } else {
      await showFrame(answer);
      context.drawImage(image, 0, 0);
    }
    canvasHolds = null;
    document.body.dataset.firstFrameMs = (performance.now() - started).toFixed(1);
    // The address keeps the steps (the next frames are asked for by them), written once the first
    // frame is on screen.
    setState({steps: JSON.stringify(answer.steps.map(step => JSON.parse(step.json)))});
    let shown = 1;
    const requests = [performance.now() - started], late = [], server = [answer.milliseconds];
    // The rest of the transition, each frame no sooner than its time on the virtual clock. The
    // server draws them ahead; a few are asked for at once so each is here before its time.
    // Frames between the first and the last come as the rectangle that changed since the frame
    // before, drawn on a canvas over the picture; the last is whole, drawn there and then put in
    // the picture itself.
    const pending = [], aheadCount = 4, last = answer.frameCount - 1;
    let onScreen = null;
    const ask = frame => {
      const asked = performance.now();
      const extra = frame < last ? {frame: String(frame), patch: "1"} : {frame: String(frame)};
      pending[frame] = playRequest(extra).then(async next => {
        if (next) next.decoded = await decodedImage(next.png);
        requests.push(performance.now() - asked); if (next) server.push(next.milliseconds); return next;
      });
    };
    canvas.hidden = false;
    try {
      for (let frame = 2; frame < Math.min(answer.frameCount, 2 + aheadCount); frame++) ask(frame);
      for (let frame = 2; frame < answer.frameCount; frame++) {
        const next = await pending[frame];
        if (frame + aheadCount < answer.frameCount) ask(frame + aheadCount);
        if (!next) return;
        const due = started + frame * 1000 / answer.framesPerSecond - performance.now();
        if (due > 0) await new Promise(resolve => setTimeout(resolve, due));
        // The last frame comes whole, decoded ahead like the others: it is drawn on the canvas at its
        // time, then put in the picture behind it.
        context.drawImage(next.decoded, next.patch ? next.patch.x : 0, next.patch ? next.patch.y : 0);
        shown += 1;
        late.push(Math.max(0, performance.now() - (started + frame * 1000 / answer.framesPerSecond)));
        if (frame === last) { onScreen = performance.now() - started; await showFrame(next); canvas.hidden = true; await showPlay(next); }
      }
    } finally {
      canvas.hidden = true;
    }
    if (onScreen === null) onScreen = performance.now() - started;
    document.body.dataset.transitionMs = onScreen.toFixed(1);
    document.body.dataset.framesShown = String(shown);
    window.lastPlay = {firstFrameMs: Number(document.body.dataset.firstFrameMs), frameRequestMs: requests, frameLateMs: late, serverMs: server, transitionMs: onScreen};
    if (answer.frameCount < 3) await showPlay(answer);
  } finally {
    playing = false;
    document.getElementById("play-canvas").hidden = true;
    document.body.dataset.played = String(Number(document.body.dataset.played || 0) + 1);
  }
}
document.getElementById("render").addEventListener("click", event => {
  if (!document.body.classList.contains("playing") || !rendered) return;
  const image = event.currentTarget, points = rendered.pixelWidth / rendered.scale;
  const factor = points / image.clientWidth;
  click(Math.round(event.offsetX * factor * 100) / 100, Math.round(event.offsetY * factor * 100) / 100);
});
document.getElementById("play-undo").addEventListener("click", () => { const steps = playedSteps(); steps.pop(); setState({steps: steps.length ? JSON.stringify(steps) : ""}); document.getElementById("play-ask").hidden = true; refresh(); });
document.getElementById("play-restart").addEventListener("click", () => { setState({steps: ""}); document.getElementById("play-ask").hidden = true; refresh(); });
document.getElementById("play-copy").addEventListener("click", async () => {
  const script = document.getElementById("play-script"); script.select();
  try { await navigator.clipboard.writeText(script.value); document.getElementById("status").textContent = "Play script copied."; }
  catch (error) { document.getElementById("status").textContent = "Select the play script below and copy it."; }
});
function zoomFactor(width) {
  const zoom = state().get("zoom");
  if (zoom === "fit") { const room = document.getElementById("stage").clientWidth - 60; return Math.min(1, room / Math.max(1, width)) || 1; }
  return Number(zoom) || 1;
}
async function drawComparison(mode, canCompare, answer, shownWidth) {
  const container = document.getElementById("comparison");
  container.innerHTML = ""; container.style.display = "none";
  if (!(mode === "side" || mode === "slider") || !canCompare) return;
  const reference = api("/api/reference", renderParams()), actual = "data:image/png;base64," + answer.png;
  const image = (source, caption) => {
    const figure = document.createElement("figure"), img = document.createElement("img"), text = document.createElement("figcaption");
    img.src = source; img.style.width = shownWidth + "px"; text.textContent = caption; figure.appendChild(text); figure.appendChild(img); return figure;
  };
  container.style.display = "flex";
  if (mode === "side") { container.appendChild(image(reference, "reference")); container.appendChild(image(actual, "render")); return; }
  const slider = document.createElement("div"); slider.id = "slider";
  const under = document.createElement("img"); under.src = reference; under.style.width = shownWidth + "px";
  const top = document.createElement("div"); top.className = "top"; top.style.width = "50%";
  const over = document.createElement("img"); over.src = actual; over.style.width = shownWidth + "px"; top.appendChild(over);
  const handle = document.createElement("input"); handle.type = "range"; handle.min = 0; handle.max = 100; handle.value = 50; handle.setAttribute("aria-label", "Render over reference");
  handle.oninput = () => { top.style.width = handle.value + "%"; };
  slider.appendChild(under); slider.appendChild(top);
  const figure = document.createElement("figure"), caption = document.createElement("figcaption"); caption.textContent = "render (left of the line) over reference";
  figure.appendChild(caption); figure.appendChild(slider); figure.appendChild(handle); container.appendChild(figure);
}
function drawOverlays(answer, zoom) {
  const overlay = document.getElementById("overlay"), side = document.getElementById("side"), params = state();
  overlay.innerHTML = "";
  if (params.get("frames")) for (const box of answer.frames) overlay.appendChild(rect("box", box, [box.type].concat(box.tokens || []).join("\n"), zoom));
  if (params.get("a11y")) for (const element of answer.accessibility) overlay.appendChild(rect("ax", element, element.role + (element.label ? ": " + element.label : ""), zoom));
  const lines = [];
  if (params.get("a11y")) { lines.push("Accessibility"); for (const element of answer.accessibility) lines.push("• " + element.role + (element.label ? " “" + element.label + "”" : "") + (element.value ? " = " + element.value : "")); }
  if (params.get("audit")) { lines.push("Audit: " + (answer.audit.length ? answer.audit.length + " finding(s)" : "no findings")); for (const finding of answer.audit) lines.push("• " + finding.rule + ": " + finding.detail); }
  side.style.display = lines.length ? "block" : "none"; side.textContent = lines.join("\n"); side.style.whiteSpace = "pre-wrap";
}
function rect(kind, frame, title, zoom) {
  const element = document.createElement("div"); element.className = kind; element.title = title;
  Object.assign(element.style, {left: frame.x * zoom + "px", top: frame.y * zoom + "px", width: frame.width * zoom + "px", height: frame.height * zoom + "px"});
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
for (const id of flags) document.getElementById(id).addEventListener("change", event => { setState({[id]: event.target.checked}); if (id === "audit") refresh(); else if (rendered) drawOverlays(rendered, zoomFactor(rendered.pixelWidth / rendered.scale)); });
for (const id of looks) document.getElementById(id).addEventListener("change", event => { setState({[id]: event.target.value}); applyLook(); refresh(); });
document.getElementById("view").addEventListener("change", event => { setState({view: event.target.value === "single" ? "" : event.target.value}); refresh(); });
document.getElementById("search").addEventListener("input", buildTree);
document.getElementById("tokens-button").addEventListener("click", async event => {
  const section = document.getElementById("tokens"), open = section.hidden;
  section.hidden = !open; event.target.setAttribute("aria-expanded", String(open));
  if (!open || section.childElementCount) return;
  try {
    const response = await fetch(api("/api/tokens")), answer = await response.json();
    if (!response.ok) { show("message", answer.error); return; }
    for (const page of answer.pages) {
      const figure = document.createElement("figure"), caption = document.createElement("figcaption"), image = document.createElement("img");
      caption.textContent = page.title; image.src = "data:image/png;base64," + page.png; image.width = page.width; image.alt = page.title; image.dataset.page = page.name;
      figure.appendChild(caption); figure.appendChild(image); section.appendChild(figure);
    }
  } catch (error) { show("message", "The server did not answer with the token pages."); }
});
for (const action of ["accept", "undo"]) document.getElementById(action).addEventListener("click", async () => {
  try {
    const response = await fetch(api("/api/" + action, renderParams()), {method: "POST"});
    const answer = await response.json();
    show("message", response.ok ? "" : answer.error);
  } catch (error) {
    show("message", "The server did not answer; nothing was " + (action === "accept" ? "accepted" : "undone") + ".");
  }
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

// The server's status twice a second: a new generation re-renders; no answer within 800 ms marks the
// page disconnected (controls dimmed, a banner) until the server answers again, then it catches up.
async function poll() {
  const abort = new AbortController(), timer = setTimeout(() => abort.abort(), 800);
  try {
    const response = await fetch(api("/api/status"), {signal: abort.signal});
    if (!response.ok) throw new Error("status " + response.status);
    const status = await response.json();
    const reconnected = !connected;
    connected = true; document.body.dataset.connection = "";
    if (reconnected || (generation !== null && status.generation !== generation)) {
      generation = status.generation; const scroll = document.getElementById("stage").scrollTop;
      await loadCatalogue(); await refresh(); document.getElementById("stage").scrollTop = scroll;
    }
    generation = status.generation;
    let text = "";
    if (status.buildErrors && status.buildErrors.length) text = "Build failed — the last good render is shown.\n\n" + status.buildErrors.map(d => d.file + ":" + d.line + ":" + d.column + ": " + d.message).join("\n");
    else if (status.buildLog) text = "Build failed — the last good render is shown.\n\n" + status.buildLog;
    else if (status.startError) text = "The rebuilt gallery did not start" + (generation ? "; the previous build keeps serving" : "") + ".\n\n" + status.startError;
    show("build", text);
    document.body.dataset.building = status.building ? "1" : "";
    document.body.dataset.generation = String(status.generation);
  } catch (error) {
    if (connected) { connected = false; document.body.dataset.connection = "lost"; document.body.dataset.lostAt = String(Date.now()); }
  } finally {
    clearTimeout(timer);
  }
  setTimeout(poll, 400);
}
loadCatalogue().then(refresh).catch(() => {}).then(poll);
