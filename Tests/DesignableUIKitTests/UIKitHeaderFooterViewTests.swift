import Foundation
import Testing

@testable import DesignableUIKit

private final class SectionHeader: UITableViewHeaderFooterView, FrameConstructible {
  let badge = UIView()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) { nil }
}

/// Section headers as table components make them: a subclass registered with the table,
/// dequeued, and laid out with a title.
@Suite struct UIKitHeaderFooterViewTests {
  @Test func aHeaderPlacesItsTitleInItsContentView() {
    let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
    header.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    header.textLabel?.text = "Section"
    header.backgroundView = UIView()
    header.layoutIfNeeded()
    #expect(header.reuseIdentifier == "header")
    #expect(header.contentView.frame == header.bounds)
    #expect(header.subviews.first === header.backgroundView)
    let label = header.textLabel
    #expect(label?.superview === header.contentView)
    #expect(label?.frame.minX == 16 && label?.frame.width == 168)
    #expect(abs((label?.frame.midY ?? 0) - 20) < 0.5)
  }

  @Test func aTableDequeuesTheRegisteredHeaderClass() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "section") == nil)
    table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "section")
    let header = table.dequeueReusableHeaderFooterView(withIdentifier: "section")
    #expect(header is SectionHeader)
    #expect(header?.reuseIdentifier == "section")
  }
}
