import BentoCatalogue
import GalleryKit

GalleryCommand.main(BentoCatalogue.catalogue)
