import Testing

@testable import DesignableSourceAdapter

extension SourceAdapterTests {
  /// `DispatchQueue.main.async`, with a trailing closure or `execute:`, becomes
  /// `asyncBeforeNextFrame`, which a render runs before its next layout pass; other queues,
  /// `asyncAfter` and a queue held in a variable stay as written.
  @Test func mainQueueWorkIsQueuedForTheNextFrame() {
    let source = """
      class Dot: UIView {
        func paint() { DispatchQueue.main.async { [weak self] in self?.alpha = 1 } }
        func item(_ work: DispatchWorkItem) { DispatchQueue.main.async(execute: work) }
        func later() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.alpha = 0 } }
        func away(_ queue: DispatchQueue) { DispatchQueue.global().async {}; queue.async {} }
      }
      """
    let lines = body(adapt(source))
    #expect(
      lines[1]
        == "  func paint() { DispatchQueue.main.asyncBeforeNextFrame { [weak self] in self?.alpha = 1 } }"
    )
    #expect(
      lines[2]
        == "  func item(_ work: DispatchWorkItem) { DispatchQueue.main.asyncBeforeNextFrame(execute: work) }"
    )
    #expect(lines[3] == source.split(separator: "\n")[3])
    #expect(lines[4] == source.split(separator: "\n")[4])
  }
}
