// The site's navigation: a search over names and doc text (also from the address: #search=button),
// a menu button on narrow screens, and the redline switches of component pages.
const nav = document.getElementById('site-nav');
const search = document.getElementById('site-search');
function filterNavigation() {
  const query = search.value.trim().toLowerCase();
  let shown = 0;
  for (const item of nav.querySelectorAll('li[data-search]')) {
    const visible = !query || item.dataset.search.includes(query);
    item.hidden = !visible;
    if (visible) shown++;
  }
  for (const group of nav.querySelectorAll('section.group')) group.hidden = ![...group.querySelectorAll('li[data-search]')].some(item => !item.hidden);
  for (const card of document.querySelectorAll('.overview > li[data-search]')) card.hidden = !!query && !card.dataset.search.includes(query);
  document.getElementById('site-count').textContent = shown + (shown === 1 ? ' component' : ' components');
}
const fromAddress = new URLSearchParams(location.hash.slice(1)).get('search');
if (fromAddress) search.value = fromAddress;
search.addEventListener('input', filterNavigation);
filterNavigation();
// A step's transition plays when its disclosure is opened, from the start each time.
for (const details of document.querySelectorAll('details.transition')) {
  details.addEventListener('toggle', () => {
    const image = details.querySelector('img');
    if (details.open) image.src = image.dataset.src + '?play=' + Date.now(); else image.removeAttribute('src');
  });
}
const toggle = document.getElementById('nav-toggle');
toggle.addEventListener('click', () => {
  const open = nav.dataset.open !== 'true';
  nav.dataset.open = String(open);
  toggle.setAttribute('aria-expanded', String(open));
});
// #redlines in the address turns every redline switch on (a link to share a page as measured).
const redlinesFromAddress = new URLSearchParams(location.hash.slice(1)).has('redlines');
for (const box of document.querySelectorAll('input.redline-switch')) {
  if (redlinesFromAddress) box.checked = true;
  const overlay = document.getElementById(box.getAttribute('aria-controls'));
  const sync = () => { overlay.toggleAttribute('hidden', !box.checked); };
  box.addEventListener('change', sync);
  sync();
}
// Copy buttons: the value goes to the clipboard, and the button says so.
for (const button of document.querySelectorAll('button.copy')) {
  button.addEventListener('click', async () => {
    const text = button.dataset.copy;
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      const area = document.createElement('textarea');
      area.value = text; area.setAttribute('readonly', ''); area.style.position = 'fixed'; area.style.opacity = '0';
      document.body.appendChild(area); area.select(); document.execCommand('copy'); area.remove();
    }
    button.textContent = 'Copied';
    setTimeout(() => { button.textContent = 'Copy'; }, 1500);
  });
}
