import ArgumentParser
import DesignableChecks
import Foundation
import IBDocument

/// `designable inspect FILE...`: what Interface Builder documents hold for custom classes.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Show the custom-class elements of .xib and .storyboard files and their attributes.",
    discussion: """
      For every element with a customClass: its kind, id, frame, parent, archived standard \
      properties and user-defined runtime attributes, with colours converted to sRGB. Asset \
      catalogs (.xcassets) beside a document, or up to three folders above it, resolve image \
      names and named colours; anything unresolved is a warning. Exit codes: 65 for a \
      malformed document, 74 for a file that cannot be read.
      """
  )

  @Argument(help: "The .xib and .storyboard files to inspect.")
  var files: [String]

  @Flag(help: "Print a JSON array with one object per file.")
  var json = false

  @Option(name: .customLong("assets"), help: "An asset catalog (.xcassets) to resolve names in.")
  var assetCatalogs: [String] = []

  func validate() throws {
    if files.isEmpty { throw ValidationError("Name at least one .xib or .storyboard file.") }
  }

  func run() throws {
    var options = IBReadOptions()
    for path in assetCatalogs {
      do {
        options.assetCatalogs.append(try AssetCatalog(path: path))
      } catch {
        printError(error.description)
        throw DesignableExit.ioError
      }
    }
    var documents: [IBDocument] = []
    var failures: [String: String] = [:]
    var worst: ExitCode?
    // Documents are read in parallel across cores and reported in the order given.
    let frozen = options
    let files = self.files
    let results = inParallel(files.count) { index in
      Result { () throws(IBDocumentError) -> IBDocument in
        try IBDocument.read(contentsOfFile: files[index], options: frozen)
      }
    }
    for (file, result) in zip(files, results) {
      switch result {
      case .success(let document):
        if json { documents.append(document) } else { print(document.readableDescription) }
      case .failure(let error):
        printError(error.description)
        failures[file] = error.description
        let code = error.isIOError ? DesignableExit.ioError : DesignableExit.badData
        if worst == nil || code == DesignableExit.ioError { worst = code }
      }
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      var entries: [String] = []
      var next = documents.makeIterator()
      for file in files {
        if let message = failures[file] {
          let failure = try encoder.encode(["file": file, "error": message])
          entries.append(String(decoding: failure, as: UTF8.self))
        } else if let document = next.next() {
          entries.append(String(decoding: try encoder.encode(document), as: UTF8.self))
        }
      }
      print("[\n" + entries.joined(separator: ",\n") + "\n]")
    }
    if let worst { throw worst }
  }
}
