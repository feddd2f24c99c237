import BentoCatalogue
import GalleryCommands

GalleryCommand.main(BentoCatalogue.catalogue)
