import SafeText

/// The live preview's page: one self-contained document (no external assets; the server's
/// Content-Security-Policy allows none). Its state lives in the address (`entry`, `theme`, `size`,
/// `direction`, `scale`, `device`, `width`, the arguments as `arg.<name>`, `view`, the overlays,
/// `compare`, `zoom` and `canvas`), so a link reproduces the view; it polls `/api/status` twice a
/// second, re-renders by itself when a rebuilt gallery takes over, and shows when the server is gone.
enum PreviewPage {
    /// The page: `preview.html` with `preview.css` and `preview.js` (in `Pages/`) put inline, as the
    /// server's Content-Security-Policy asks; the files are compiled into the binary.
    static let html = Markup.page(
        template: PackageResources.preview_html, style: PackageResources.preview_css, script: PackageResources.preview_js)
}
