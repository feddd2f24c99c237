import ComponentCatalogue
import GalleryKit

// No list of previews: every #Preview in the modules this executable links.
GalleryCommand.main(Catalogue.discovered("Discovery"))
