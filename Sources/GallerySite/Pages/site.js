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
const toggle = document.getElementById('nav-toggle');
toggle.addEventListener('click', () => {
  const open = nav.dataset.open !== 'true';
  nav.dataset.open = String(open);
  toggle.setAttribute('aria-expanded', String(open));
});
for (const box of document.querySelectorAll('input.redline-switch')) {
  const overlay = document.getElementById(box.getAttribute('aria-controls'));
  const sync = () => { overlay.hidden = !box.checked; };
  box.addEventListener('change', sync);
  sync();
}
