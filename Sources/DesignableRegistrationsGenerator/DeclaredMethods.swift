/// The names of the methods and initializers the target's classes and extensions declare,
/// which decide what counts as a call of "our own" method (`print(_:)` and `min(_:_:)` do not).
struct DeclaredMethods: Sendable {
  private var names: Set<String> = []
  /// Declared names by the part before the parenthesis: `configure` to `configure(with:)`.
  private var byBase: [String: Set<String>] = [:]

  init(_ declared: some Sequence<String>) {
    for name in declared {
      names.insert(name)
      let base = String(name.prefix { $0 != "(" })
      byBase[base, default: []].insert(name)
    }
  }

  /// The declared method `call` reaches: the one its labels spell, or else the only method
  /// of that base name (a trailing closure or a defaulted argument changes the labels). An
  /// initializer must match exactly: `self.init(frame:)` may be the superclass's.
  func resolve(_ call: MethodFacts.Call) -> String? {
    if names.contains(call.name) { return call.name }
    guard call.base != "init", let candidates = byBase[call.base], candidates.count == 1
    else { return nil }
    return candidates.first
  }

  /// `method` with only the calls of declared methods, each once, in source order; `nil` when
  /// it is then no longer kept (``MethodFacts/isKept``).
  func filter(_ method: MethodFacts) -> MethodFacts? {
    var result = method
    var seen: Set<String> = []
    result.calls = method.calls.compactMap { call in
      guard let name = resolve(call), seen.insert(name).inserted else { return nil }
      return MethodFacts.Call(name: name, base: call.base)
    }
    return result.isKept ? result : nil
  }
}
