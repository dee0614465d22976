import Foundation
import Synchronization

/// Where references and artifacts live.
///
/// References: `<package root>/__Snapshots__/<test file name>/<snapshot name>.png`, where
/// the package root is the nearest folder above the test file that holds `Package.swift`.
/// The environment variable `DESIGNABLE_SNAPSHOTS` names another folder to use instead of
/// `<package root>/__Snapshots__` (for CI systems whose test runners have no sources).
///
/// Artifacts (pictures of failures and the run summary): `$SNAPSHOT_ARTIFACTS`, as
/// swift-snapshot-testing names it, or `<package root>/.build/designable/artifacts`.
public enum SnapshotLocations {
  /// Folders that replace the snapshots and artifacts folders in this task, for tests of
  /// the assertions themselves.
  @TaskLocal package static var _folders: (snapshots: String, artifacts: String)?

  /// The package root for a source file: the nearest folder above it with a Package.swift,
  /// or the file's folder when there is none. Found once per file and process: a test
  /// file's package does not move while its tests run.
  public static func packageRoot(forFile filePath: String) -> String {
    if let root = roots.withLock({ $0[filePath] }) { return root }
    let root = findPackageRoot(forFile: filePath)
    roots.withLock { $0[filePath] = root }
    return root
  }

  private static let roots = Mutex<[String: String]>([:])

  private static func findPackageRoot(forFile filePath: String) -> String {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.path
      }
      folder = folder.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: filePath).deletingLastPathComponent().path
  }

  /// The folder that holds every group of references.
  public static func snapshotsFolder(forFile filePath: String, environment: [String: String])
    -> String
  {
    snapshotsFolder(forFile: filePath, lookup: { environment[$0] })
  }

  /// The folder that holds every group of references, by this process's environment.
  public static func snapshotsFolder(forFile filePath: String) -> String {
    snapshotsFolder(forFile: filePath, lookup: ProcessEnvironment.value)
  }

  private static func snapshotsFolder(forFile filePath: String, lookup: (String) -> String?)
    -> String
  {
    if let folders = _folders { return folders.snapshots }
    if let folder = lookup("DESIGNABLE_SNAPSHOTS"), !folder.isEmpty { return folder }
    return (packageRoot(forFile: filePath) as NSString).appendingPathComponent("__Snapshots__")
  }

  /// The folder for failure pictures and the run summary.
  public static func artifactsFolder(forFile filePath: String, environment: [String: String])
    -> String
  {
    artifactsFolder(forFile: filePath, lookup: { environment[$0] })
  }

  /// The folder for failure pictures and the run summary, by this process's environment.
  public static func artifactsFolder(forFile filePath: String) -> String {
    artifactsFolder(forFile: filePath, lookup: ProcessEnvironment.value)
  }

  private static func artifactsFolder(forFile filePath: String, lookup: (String) -> String?)
    -> String
  {
    if let folders = _folders { return folders.artifacts }
    if let folder = lookup("SNAPSHOT_ARTIFACTS"), !folder.isEmpty {
      // Absolute, so that the paths the run records still name the pictures when `report`
      // or `accept` read the folder from elsewhere (a shard's artifacts downloaded from CI).
      return absolute(folder)
    }
    return (packageRoot(forFile: filePath) as NSString).appendingPathComponent(
      ".build/designable/artifacts")
  }

  /// `folder` made absolute and standardized (`..` and `.` resolved). An absolute folder's
  /// result is remembered, since it depends on nothing else: the URL that standardizes it
  /// asks the file system whether the folder is one, once per assertion otherwise. A
  /// relative one depends on the working folder and is worked out each time.
  private static func absolute(_ folder: String) -> String {
    guard folder.hasPrefix("/") else {
      return URL(fileURLWithPath: folder).standardizedFileURL.path
    }
    if let known = absolutes.withLock({ $0[folder] }) { return known }
    let path = URL(fileURLWithPath: folder).standardizedFileURL.path
    absolutes.withLock { $0[folder] = path }
    return path
  }

  /// ``absolute(_:)`` by absolute folder, for the one or two a process names.
  private static let absolutes = Mutex<[String: String]>([:])

  /// The group name for a test file: its name without the extension, made a safe file name.
  public static func group(forFile filePath: String) -> String {
    if let group = groups.withLock({ $0[filePath] }) { return group }
    let group = SafeFileName.make(
      URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent)
    groups.withLock { $0[filePath] = group }
    return group
  }

  /// ``group(forFile:)`` by file, for the few test files of a process.
  private static let groups = Mutex<[String: String]>([:])

  /// Where swift-snapshot-testing keeps a test file's references by default:
  /// `__Snapshots__/<test file name>` beside the test file. Designable adopts references
  /// from there (see ``SnapshotVerifier``).
  public static func formerStrategyFolder(forFile filePath: String) -> String {
    let file = URL(fileURLWithPath: filePath)
    return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
  }
}
