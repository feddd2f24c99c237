// The search can come from the address too: index.html#search=button
const fromAddress = new URLSearchParams(location.hash.slice(1)).get('search');
if (fromAddress) document.getElementById('search').value = fromAddress;
function update() {
  const query = document.getElementById('search').value.trim().toLowerCase();
  const variant = document.getElementById('variant').value;
  let shown = 0;
  for (const figure of document.querySelectorAll('figure')) {
    const visible = (!query || figure.dataset.name.includes(query)) && (!variant || figure.dataset.variant === variant);
    figure.style.display = visible ? '' : 'none';
    if (visible) shown++;
  }
  for (const section of document.querySelectorAll('section')) {
    section.style.display = [...section.querySelectorAll('figure')].some(f => f.style.display !== 'none') ? '' : 'none';
  }
  document.getElementById('count').textContent = shown + ' images';
}
update();
