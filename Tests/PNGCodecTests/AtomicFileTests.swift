import Foundation
import PNGCodec
import Testing

/// Whole-file reads and atomic replacement: a failed write leaves the old file and no
/// temporary file behind.
@Suite("Atomic files")
struct AtomicFileTests {
  static let old: [UInt8] = Array("the old contents\n".utf8)
  static let new: [UInt8] = (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }

  @Test("Write then read gives the same bytes, including an empty file")
  func roundTrip() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/data.bin"
      for bytes in [Self.new, [], Self.old] {
        try AtomicFile.write(bytes, to: path)
        #expect(try AtomicFile.read(path) == bytes)
      }
      #expect(try folderContents(folder) == ["data.bin"])
    }
  }

  @Test("Replacing a file keeps its permissions")
  func keepsPermissions() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/data.bin"
      try AtomicFile.write(Self.old, to: path)
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
      try AtomicFile.write(Self.new, to: path)
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o640)
    }
  }

  @Test(
    "A write that fails part-way leaves the old file intact and no temporary file",
    arguments: [0, 1, 17, 4_999])
  func failedWriteKeepsOldFile(failAfter: Int) throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/reference.png"
      try AtomicFile.write(Self.old, to: path)
      #expect(
        throws: PNGError.io(
          path: path, operation: "write", reason: "simulated failure after \(failAfter) bytes")
      ) {
        try AtomicFile._write(Self.new, to: path, failAfter: failAfter)
      }
      #expect(try AtomicFile.read(path) == Self.old)
      #expect(try folderContents(folder) == ["reference.png"])
    }
  }

  @Test("A write that fails with no old file leaves nothing behind")
  func failedWriteCreatesNothing() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/new.png"
      #expect(throws: PNGError.self) { try AtomicFile._write(Self.new, to: path, failAfter: 100) }
      #expect(try folderContents(folder) == [])
    }
  }

  @Test("Writing into a missing folder throws io and writes nothing")
  func missingFolder() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/missing/out.png"
      let error = thrownError { () throws(PNGError) in try AtomicFile.write(Self.new, to: path) }
      #expect(error == .io(path: path, operation: "write", reason: "No such file or directory"))
      #expect(try folderContents(folder) == [])
    }
  }

  @Test("Replacing a folder with a file throws io and leaves no temporary file")
  func writeOverFolder() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/taken"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      #expect(throws: PNGError.io(path: path, operation: "replace", reason: "Is a directory")) {
        try AtomicFile.write(Self.new, to: path)
      }
      #expect(try folderContents(folder) == ["taken"])
      #expect(try folderContents(path) == [])
    }
  }

  @Test("Reading a missing file throws io")
  func readMissing() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/absent.png"
      #expect(
        throws: PNGError.io(path: path, operation: "read", reason: "No such file or directory")
      ) {
        try AtomicFile.read(path)
      }
    }
  }

  @Test("Reading a folder throws io")
  func readFolder() throws {
    try withTemporaryFolder { (folder: String) throws in
      let reason = "it is a directory, not a regular file; name a PNG file instead"
      #expect(throws: PNGError.io(path: folder, operation: "read", reason: reason)) {
        try AtomicFile.read(folder)
      }
    }
  }

  @Test("A path with a \".\" component is written where it points")
  func dotComponent() throws {
    try withTemporaryFolder { (folder: String) throws in
      let path = folder + "/./nested.bin"
      try AtomicFile.write(Self.old, to: path)
      #expect(try AtomicFile.read(folder + "/nested.bin") == Self.old)
    }
  }
}

/// Runs `body` with the path of a fresh, empty folder, then removes the folder.
func withTemporaryFolder(_ body: (String) throws -> Void) throws {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("PNGCodecTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
  defer { try? FileManager.default.removeItem(at: url) }
  try body(url.path)
}

/// The names in a folder, hidden ones included, sorted.
func folderContents(_ folder: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}
