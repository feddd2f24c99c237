// The accept command for the checked references: the artifacts folder comes from the page's
// body (data-artifacts), each argument quoted for a POSIX shell.
const artifacts = document.body.dataset.artifacts || '';
function quote(text) { return /^[A-Za-z0-9_@%+=:,.\/-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\''") + "'"; }
function updateCommand() {
  const ids = [...document.querySelectorAll('input.accept:checked')].map(box => box.value);
  document.getElementById('command').value = ids.length
    ? 'swift package --allow-writing-to-package-directory gallery accept --from ' + quote(artifacts) + ' ' + ids.map(quote).join(' ')
    : '';
}
updateCommand();

// The page's controls: each accept box and "check all" update the command, the command selects
// itself when clicked, Copy copies it, and each wipe slider uncovers its actual picture.
for (const box of document.querySelectorAll('input.accept')) box.addEventListener('change', updateCommand);
document.getElementById('all').addEventListener('change', function () {
  for (const box of document.querySelectorAll('input.accept')) box.checked = this.checked;
  updateCommand();
});
document.getElementById('command').addEventListener('click', function () { this.select(); });
document.getElementById('copy').addEventListener('click', () => {
  if (navigator.clipboard) navigator.clipboard.writeText(document.getElementById('command').value);
});
for (const slider of document.querySelectorAll('input.wipe-slider')) {
  slider.addEventListener('input', () => { document.getElementById(slider.dataset.top).style.width = slider.value + '%'; });
}
