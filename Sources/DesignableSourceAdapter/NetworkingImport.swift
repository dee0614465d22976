import SwiftSyntax

/// Foundation's networking (`URLSession`, `URLRequest`, `HTTPURLResponse`) is a module of its
/// own off Apple platforms, FoundationNetworking, which a file must import to name them. A
/// file that names one gets that import, ahead of its first line, where it exists.
enum NetworkingImport {
  /// The types FoundationNetworking holds that components name.
  static let names: Set<String> = [
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
    "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionDelegate",
    "URLSessionDataDelegate", "URLSessionTaskDelegate", "URLRequest", "NSURLRequest",
    "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "HTTPCookie",
    "HTTPCookieStorage", "URLCredential", "URLProtocol",
  ]

  /// The lines that import FoundationNetworking where it exists.
  static let lines = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"

  /// Whether `file` names one of the types and does not import the module itself.
  static func isNeeded(by file: SourceFileSyntax) -> Bool {
    var names = false
    for token in file.tokens(viewMode: .sourceAccurate) {
      if token.text == "FoundationNetworking" { return false }
      if case .identifier = token.tokenKind, Self.names.contains(token.text) { names = true }
    }
    return names
  }
}
