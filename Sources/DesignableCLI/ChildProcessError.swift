/// Why a child process could not be started.
package enum ChildProcessError: Error, Equatable, CustomStringConvertible {
  case cannotStart(String)

  package var description: String {
    switch self {
    case .cannotStart(let reason): "could not start a child process: \(reason)"
    }
  }
}
