import Foundation
import IBDocument
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Documents that point at a local listener and a local file: reading them never connects
/// and never reads the file, whether they are refused or read.
@Suite struct ExternalResourceTests {
  /// A TCP listener on 127.0.0.1 with a port of the system's choosing, never accepting.
  struct Listener {
    let descriptor: CInt
    let port: UInt16

    init() throws {
      let descriptor = socket(AF_INET, CInt(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
          bind(descriptor, pointer, length) == 0 && listen(descriptor, 8) == 0
            && getsockname(descriptor, pointer, &length) == 0
        }
      }
      try #require(descriptor >= 0 && bound)
      _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
      self.descriptor = descriptor
      port = UInt16(bigEndian: address.sin_port)
    }

    /// Whether a connection waits: the kernel completes handshakes without `accept`.
    var wasContacted: Bool {
      let client = accept(descriptor, nil, nil)
      if client >= 0 { close(client) }
      return client >= 0
    }
  }

  @Test func nothingIsFetchedOrRead() throws {
    let listener = try Listener()
    defer { close(listener.descriptor) }
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("ibdocument-secret-\(UUID().uuidString).txt")
    try Data("top secret".utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let http = "http://127.0.0.1:\(listener.port)/x"
    let body =
      "<document type=\"t\"><view id=\"v\" customClass=\"X\" userLabel=\"&e;\"/></document>"
    let documents = [
      "<!DOCTYPE document SYSTEM \"\(http)\">" + body,
      "<!DOCTYPE document [<!ENTITY e SYSTEM \"\(http)\">]>" + body,
      "<!DOCTYPE document [<!ENTITY % p SYSTEM \"\(http)\"> %p;]>" + body,
      "<!DOCTYPE document [<!ENTITY e SYSTEM \"\(secret.absoluteString)\">]>" + body,
      "<document xmlns:xi=\"http://www.w3.org/2001/XInclude\" type=\"t\">"
        + "<xi:include href=\"\(http)\"/><xi:include href=\"\(secret.path)\" parse=\"text\"/>"
        + "</document>",
    ]
    for xml in documents {
      let result = Result { () throws(IBDocumentError) in try IBDocument.parse(xml) }
      #expect(!"\(result)".contains("top secret"))
      guard case .failure(let error) = result else {
        Issue.record("read although it declares or references something outside: \(xml)")
        continue
      }
      #expect(error.description.contains("refused") || error.description.contains("&e;"))
    }
    #expect(!listener.wasContacted)
  }

  /// The check above can fail: a connection made on purpose is seen.
  @Test func theListenerSeesAConnection() throws {
    let listener = try Listener()
    defer { close(listener.descriptor) }
    let client = socket(AF_INET, CInt(SOCK_STREAM.rawValue), 0)
    defer { close(client) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = listener.port.bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    try #require(connected)
    #expect(listener.wasContacted)
  }
}
