#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files and replaces files atomically.
///
/// A write goes to a new temporary file in the destination's folder, is flushed to disk,
/// and is then renamed over the destination. A reader therefore sees either the old file
/// or the complete new one, never a part; a write that fails leaves the old file as it was
/// and removes the temporary file.
public enum AtomicFile {
  /// Replaces (or creates) the file at `path` with `bytes`.
  /// - Throws: ``PNGError/io(path:operation:reason:)`` when the folder does not exist or is
  ///   not writable, or the disk is full; the old file is then untouched.
  /// - Parameter flushes: whether to flush the file to disk before the rename (`fsync`), so
  ///   that it survives a power loss too; files that can be made again may skip it.
  public static func write(_ bytes: [UInt8], to path: String, flushes: Bool = true) throws(PNGError)
  {
    try _write(bytes, to: path, failAfter: nil, flushes: flushes)
  }

  /// ``write(_:to:)`` with a simulated failure after `failAfter` bytes, for tests.
  package static func _write(
    _ bytes: [UInt8], to path: String, failAfter: Int?, flushes: Bool = true
  ) throws(PNGError) {
    let (folder, name) = split(path)
    var suffix = 0
    var descriptor: Int32 = -1
    var temporary = ""
    // O_EXCL: never reuse a file another writer is filling.
    while descriptor < 0 {
      temporary = folder + "/." + name + ".tmp-\(getpid())-\(suffix)"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor < 0 {
        guard errno == EEXIST, suffix < 1000 else {
          throw .io(path: path, operation: "write", reason: systemMessage(errno))
        }
        suffix += 1
      }
    }
    var keepTemporary = false
    defer { if !keepTemporary { unlink(temporary) } }
    do throws(PNGError) {
      var existing = stat()
      if stat(path, &existing) == 0 {
        _ = fchmod(descriptor, existing.st_mode & 0o7777)
      }
      let limit = min(failAfter ?? bytes.count, bytes.count)
      var written = 0
      let failure: Int32? = bytes.withUnsafeBytes { raw in
        while written < limit {
          let count = Glibc_write(descriptor, raw.baseAddress.map { $0 + written }, limit - written)
          if count < 0 {
            if errno == EINTR { continue }
            return errno
          }
          written += count
        }
        return nil
      }
      if let failure {
        throw .io(path: path, operation: "write", reason: systemMessage(failure))
      }
      if failAfter != nil {
        throw .io(path: path, operation: "write", reason: "simulated failure after \(limit) bytes")
      }
      guard !flushes || fsync(descriptor) == 0 else {
        throw .io(path: path, operation: "write", reason: systemMessage(errno))
      }
      guard close(descriptor) == 0 else {
        descriptor = -1
        throw .io(path: path, operation: "write", reason: systemMessage(errno))
      }
      descriptor = -1
      guard rename(temporary, path) == 0 else {
        throw .io(path: path, operation: "replace", reason: systemMessage(errno))
      }
      keepTemporary = true
    } catch {
      if descriptor >= 0 { close(descriptor) }
      throw error
    }
  }

  /// Reads the whole file at `path`.
  ///
  /// Anything but a regular file (a FIFO, a device, a directory, a socket) is refused before
  /// it is opened, so that a named pipe where a reference should be cannot block the
  /// reader; the file is opened without blocking and checked again, in case it was
  /// replaced in between.
  /// - Parameter maxBytes: the most bytes to read; a larger file is refused before any of it
  ///   is read.
  /// - Throws: ``PNGError/io(path:operation:reason:)`` when it is not a regular file, is
  ///   larger than `maxBytes`, or cannot be opened or read.
  public static func read(_ path: String, maxBytes: Int = .max) throws(PNGError) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw .io(path: path, operation: "read", reason: systemMessage(errno))
    }
    try requireRegularFile(info.st_mode, path: path)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw .io(path: path, operation: "read", reason: systemMessage(errno))
    }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else {
      throw .io(path: path, operation: "read", reason: systemMessage(errno))
    }
    try requireRegularFile(info.st_mode, path: path)
    let size = Int(info.st_size)
    guard size <= maxBytes else { throw tooLarge(path, size: size, maxBytes: maxBytes) }
    var bytes = [UInt8](repeating: 0, count: size)
    var total = 0
    while true {
      if total == bytes.count {
        // Read as far as the size it had: one more byte tells its end from growth, without
        // first making room that a file which did not grow never uses.
        var probe: UInt8 = 0
        let count = Glibc_read(descriptor, &probe, 1)
        if count < 0 {
          if errno == EINTR { continue }
          throw .io(path: path, operation: "read", reason: systemMessage(errno))
        }
        if count == 0 { break }
        // It grew while read: past the limit it is too large, else room for more is made.
        guard total < maxBytes else { throw tooLarge(path, size: total + 1, maxBytes: maxBytes) }
        bytes.append(probe)
        total += 1
        // An array of zeros, not a repeated element: appending a lazy sequence goes element
        // by element through generic code in a debug build.
        bytes += [UInt8](repeating: 0, count: min(max(4096, total), maxBytes - total))
        continue
      }
      let count = bytes.withUnsafeMutableBytes { raw in
        Glibc_read(descriptor, raw.baseAddress.map { $0 + total }, raw.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, operation: "read", reason: systemMessage(errno))
      }
      if count == 0 { break }
      total += count
    }
    bytes.removeSubrange(total...)
    return bytes
  }

  private static func tooLarge(_ path: String, size: Int, maxBytes: Int) -> PNGError {
    .io(
      path: path, operation: "read",
      reason: "it has \(size) bytes, more than the limit of \(maxBytes); raise "
        + "PNGLimits.maxFileBytes (or --max-image-pixels) if it is meant to be this big")
  }

  /// Throws unless `mode` is a regular file's, naming what the file is instead.
  private static func requireRegularFile(_ mode: mode_t, path: String) throws(PNGError) {
    let kind: String
    switch mode & S_IFMT {
    case S_IFREG: return
    case S_IFIFO: kind = "a FIFO (named pipe)"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    case S_IFDIR: kind = "a directory"
    case S_IFSOCK: kind = "a socket"
    default: kind = "of an unknown kind"
    }
    throw .io(
      path: path, operation: "read",
      reason: "it is \(kind), not a regular file; name a PNG file instead")
  }

  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  static func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
