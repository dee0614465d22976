import Foundation
import PNGCodec

extension SnapshotVerifier {
  /// What became of a missing reference that has a former name.
  enum Adoption {
    /// Nothing to adopt: the reference exists, or no former one does.
    case none
    /// The former reference was copied to the new name; the sentence says so.
    case adopted(String)
    /// Recording is off, so it was not copied; the failure message says what to do.
    case refused(String)
  }

  /// Adopts a missing reference from the first of the request's former paths that holds a
  /// regular file: copied atomically to the new name, the former file left in place (other
  /// tests may still use it; `designable prune` lists it once none does). With record mode
  /// `.never` nothing is written and the snapshot fails with the command that moves it.
  static func adopt(_ request: SnapshotRequest) -> Adoption {
    let files = FileManager.default
    guard !request.formerPaths.isEmpty, !files.fileExists(atPath: request.referencePath),
      let former = request.formerPaths.first(where: isRegularFile)
    else { return .none }
    if request.record == .never {
      return .refused(
        """
        Snapshot "\(request.name)": no reference at \(request.referencePath), but one under its \
        former name at \(former), and recording is off (record mode never, set by \
        \(request.recordSource ?? "CI=true or SNAPSHOT_TESTING_RECORD=never")), so it was not \
        adopted. Run the tests once with recording allowed (SNAPSHOT_TESTING_RECORD=missing) \
        to copy it, or copy it yourself: \
        cp \(ShellWord.quoted(former)) \(ShellWord.quoted(request.referencePath))
        """)
    }
    do {
      let bytes = try AtomicFile.read(former)
      let folder = (request.referencePath as NSString).deletingLastPathComponent
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try AtomicFile.write(bytes, to: request.referencePath)
    } catch {
      return .refused(
        """
        Snapshot "\(request.name)": no reference at \(request.referencePath), and its former \
        reference \(former) could not be copied there: \(error)
        """)
    }
    return .adopted(
      """
      was adopted from its former name: \(former) was copied to \(request.referencePath) \
      (reference names now start with the test's name). Commit the new file; the old one is \
      left in place until no test uses it (`designable prune` lists it then).
      """)
  }

  private static func isRegularFile(_ path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.type] as? FileAttributeType == .typeRegular
  }
}
