// `import GalleryKit` keeps working: the command line (`GalleryCommand.main(catalogue)`) and the
// engine it drives, under the name they had before they were split.
@_exported import GalleryCommands
@_exported import GalleryEngine
