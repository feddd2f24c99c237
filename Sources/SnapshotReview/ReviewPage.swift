import SafeText

/// The review page: one self-contained HTML file (styles and script inline, no external assets).
///
/// A queue of the run's changed, new and removed references grouped by component on the left;
/// the chosen one on the right as reference and actual side by side, a slider between them, an
/// onion skin, or the diff image, zoomable to pixels, with its figures and layout changes; accept,
/// reject and undo for the image, its component or everything, from buttons or the keyboard.
enum ReviewPage {
    /// The page: `review.html` with `review.css` and `review.js` (in `Pages/`) put inline, as the
    /// server's Content-Security-Policy asks; the files are compiled into the binary.
    static let html = Markup.page(
        template: PackageResources.review_html, style: PackageResources.review_css, script: PackageResources.review_js)
}
