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
