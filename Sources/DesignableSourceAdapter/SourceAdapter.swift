import DesignableRegistrationsGenerator
import SwiftParser
import SwiftSyntax

/// Makes a target's UIKit sources compile off Apple platforms unchanged: what only Objective-C
/// interoperability accepts is rewritten, the rest kept byte for byte and line for line.
///
/// - `import UIKit` (and `UIKit.UIGestureRecognizerSubclass`) becomes `import DesignableUIKit`;
///   `import ObjectiveC` is dropped and `import Darwin` becomes `import Foundation`.
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `@IBOutlet` are dropped; a
///   `private` `@IBInspectable` or `@IBOutlet` property becomes internal.
/// - `NSMutableAttributedString()` becomes `NSMutableAttributedString(string: "")`, and
///   `Timer()` a timer that is never scheduled.
/// - `#selector(tapped(_:))` becomes `Selector("tapped:")`, `#keyPath(a.b)` `"a.b"`.
/// - An `@objc` protocol becomes class-bound; its `optional` requirements become plain ones
///   with defaults that do nothing (or give `nil`, the value's type made optional), and
///   calls to them (`delegate?.didOpen?(self)`), and to UIKit's optional delegate methods
///   (``UIKitOptionalRequirements``), lose the `?`; a message to an `AnyObject`
///   outlet goes through the protocol that declares it (``AnyObjectMessages``), and a
///   UIKit member read from an `AnyObject` parameter through the class that declares it
///   (``AnyObjectSenders``).
/// - `#if canImport(UIKit)` and `#if os(iOS)` hold.
/// - `#Preview { ... }` becomes blank lines and `@MainActor` goes from declarations
///   (``PreviewAndIsolationEdits``).
/// - A `private` class a view names as its `layerClass`, or one in a `private` extension
///   (``PrivateExtensionLayers``), becomes internal, and an `@NSManaged` property (a layer's)
///   a stored one starting at zero, `false` or `nil`, or implicitly unwrapped.
/// - `Label(frame:)` for a generic `Label` bound to views, `cellClass.init(frame:)` and
///   `type(of: x).init(frame:)` become `….madeByType(frame:)` (``MetatypeConstruction``).
/// - `(x as AnyObject).doubleValue` becomes `(x as? NSNumber)?.doubleValue`, and
///   `CoreFoundation.sqrt` `Foundation.sqrt`.
/// - An override in an extension of one of the target's classes moves into the class, and
///   `override` goes from `responds(to:)` and `forwardingTarget(for:)` in a class of
///   `NSObject` or UIKit (message forwarding, which only Objective-C's runtime does), and
///   from `awakeFromNib()` in a class of `NSObject` (an object a nib holds).
/// - A file that imports one of the ``AppleOnlyFrameworks`` (a SwiftUI wrapper) is left out,
///   with a warning; of one that imports SwiftUI beside UIKit, the declarations that name
///   nothing of SwiftUI are kept (``SwiftUIRemnant``); one that names a type only such code
///   declares is left out too (``AdaptedBuild``). One that names `URLSession` or its kin
///   imports FoundationNetworking (``NetworkingImport``).
/// - `DispatchQueue.main.async` becomes `DispatchQueue.main.asyncBeforeNextFrame`, which a
///   render runs before its next layout pass, as a device does before its next frame
///   (``MainQueueCalls``).
/// - `Date()`, `Calendar.current`, `Locale.current`, `TimeZone.current`, `DateFormatter()`
///   and their kin read the design environment, not the machine (``EnvironmentReads``).
///
/// - A component's own `isInterfaceBuilder`, a name the library's views have too, becomes
///   `isInterfaceBuilder_` (``LibraryNameClashes``).
///
/// Each adapted file starts with a `#sourceLocation` naming the original, so the compiler's
/// messages point at the user's own file and line.
public enum SourceAdapter {
  /// The adapted files, and what a user should know of them.
  public struct Adaptation: Sendable {
    /// The adapted text of each file, in the order given.
    public let texts: [String]
    /// Warnings at places of the original files.
    public let diagnostics: [Diagnostic]
  }

  /// The adapted text of each file, in order. The files are read together: a call in one
  /// file to an optional requirement declared in another is adapted too.
  public static func adapt(_ files: [SwiftSource]) -> Adaptation {
    let parsed = files.map { Parser.parse(source: $0.text) }
    // A file that needs a framework only Apple platforms have is left out, with a warning;
    // of one importing SwiftUI beside UIKit, what does not name SwiftUI is kept.
    let parts = AdaptedBuild.parts(of: files.map(\.text), trees: parsed)
    let (leftOut, remnants) = (parts.map(\.reason), parts.map(\.remnant))
    let kept = files.indices.filter { leftOut[$0] == nil || remnants[$0] != nil }
    let adapted = adapt(
      kept.map { index in
        remnants[index].map { SwiftSource(path: files[index].path, text: $0.text) }
          ?? files[index]
      }, trees: kept.map { remnants[$0]?.tree ?? parsed[$0] })
    var texts = zip(files, leftOut).map { file, node in
      node.map { LeftOutFile.text(file.path, $0) } ?? ""
    }
    for (index, text) in zip(kept, adapted.texts) { texts[index] = text }
    let warnings = files.indices.compactMap { index in
      leftOut[index].map {
        LeftOutFile.warning(files[index], parsed[index], $0, remnant: remnants[index])
      }
    }
    return Adaptation(texts: texts, diagnostics: warnings + adapted.diagnostics)
  }

  private static func adapt(_ files: [SwiftSource], trees: [SourceFileSyntax]) -> Adaptation {
    let converters = zip(files, trees).map {
      SourceLocationConverter(fileName: $0.path, tree: $1)
    }
    let requirements = trees.reduce(into: Set<OptionalRequirement>()) {
      $0.formUnion(OptionalRequirement.all(in: $1))
    }
    // Classes other files build from their type: layer classes, and cells and reusable
    // views registered for reuse, with their superclasses.
    let openedClasses = trees.reduce(into: Set<String>()) {
      $0.formUnion(LayerClassNames.all(in: $1))
    }.union(ReusedClassNames.opened(in: trees))
    let classes = ClassNames(trees)
    let messages = AnyObjectMessages(trees)
    let construction = MetatypeConstruction(trees, classes: classes)
    let clashes = LibraryNameClashes.declared(in: trees)
    let found = trees.map { tree in
      let edits = ObjectiveCEdits(
        optionalRequirements: requirements.union(UIKitOptionalRequirements.all),
        openedClasses: openedClasses, targetClasses: classes,
        anyObjectMessages: messages, metatypeConstruction: construction)
      edits.walk(tree)
      return edits
    }
    var edits = zip(trees, found).map { tree, found in
      let more = PreviewAndIsolationEdits()
      more.walk(tree)
      let walks = BlockPathWalks(tree)
      walks.walk(tree)
      let senders = AnyObjectSenders(properties: messages.properties)
      senders.walk(tree)
      let mainQueue = MainQueueCalls()
      mainQueue.walk(tree)
      let reads = EnvironmentReads()
      reads.walk(tree)
      // What fell inside an erased preview or a replaced path walk goes with it.
      func inside(_ ranges: [Range<Int>], _ edit: SourceEdit) -> Bool {
        ranges.contains { $0 != edit.range && $0.contains(edit.range.lowerBound) }
      }
      let erased = more.erased + walks.erased
      return found.edits.filter { !inside(erased, $0) }
        + more.edits.filter { !inside(walks.erased, $0) }
        + walks.edits.filter { !inside(erased, $0) }
        + senders.edits.filter { !inside(erased, $0) }
        + mainQueue.edits.filter { !inside(erased, $0) }
        + reads.edits.filter { !inside(erased, $0) }
        + LibraryNameClashes.edits(renaming: clashes, in: tree).filter { !inside(erased, $0) }
    }
    ExtensionOverrides.move(
      in: trees, paths: files.map(\.path), converters: converters, edits: &edits)
    let texts = files.indices.map { index in
      let adapted = SourceEdit.apply(edits[index], to: files[index].text)
      let networking = NetworkingImport.isNeeded(by: trees[index])
      var text =
        (networking ? NetworkingImport.lines : "")
        + Self.mappedToItsFile(adapted, path: files[index].path, firstLineFree: !networking)
      if !text.hasSuffix("\n") { text += "\n" }
      text += "#sourceLocation()\n"
      if !found[index].defaults.isEmpty {
        text +=
          "\n// Defaults for the optional requirements above, which Objective-C lets a "
          + "conformer leave out.\n" + found[index].defaults.joined(separator: "\n")
      }
      return text
    }
    let diagnostics = files.indices.flatMap { index in
      let finder = HiddenImplementations(
        requirements: requirements, path: files[index].path, converter: converters[index])
      finder.walk(trees[index])
      return finder.warnings
    }
    return Adaptation(texts: texts, diagnostics: diagnostics)
  }
}

extension SourceAdapter {
  /// `adapted` under a `#sourceLocation` naming the file at `path`, so that messages name the
  /// user's file and lines. When the first line is free for it (nothing precedes the text)
  /// and holds only a comment or nothing, as an Xcode file header's does, the directive takes
  /// its place: every line then keeps its number in the adapted file too, and the compiler's
  /// quoted excerpts are numbered as the user's file is.
  static func mappedToItsFile(_ adapted: String, path: String, firstLineFree: Bool) -> String {
    let end = adapted.firstIndex(of: "\n") ?? adapted.endIndex
    let first = adapted[..<end].drop { $0 == " " || $0 == "\t" || $0 == "\r" }
    if firstLineFree, end < adapted.endIndex, first.isEmpty || first.hasPrefix("//") {
      return "#sourceLocation(file: \(path.swiftLiteral), line: 2)\n"
        + adapted[adapted.index(after: end)...]
    }
    return "#sourceLocation(file: \(path.swiftLiteral), line: 1)\n" + adapted
  }
}

extension AdaptedBuild.Part {
  /// Why the file is left out (or loses its SwiftUI parts); `nil` when it is built whole.
  fileprivate var reason: AppleOnlyFrameworks.Reason? {
    switch self {
    case .whole: nil
    case .remnant(_, let reason): reason
    case .leftOut(let reason): reason
    }
  }

  /// What is built of a file importing SwiftUI, if that is what is built.
  fileprivate var remnant: SwiftUIRemnant? {
    if case .remnant(let remnant, _) = self { remnant } else { nil }
  }
}
