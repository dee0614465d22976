import DesignableUIKit
import Testing

/// Auto Layout inside a scroll view: its edges bind the content area, its width and height
/// its frame.
@MainActor
struct UIKitScrollViewLayoutTests {
  /// A 200 × 60 host holding a scroll view of its size, and a 300-point-wide strip inside
  /// tied to the scroll view's four edges.
  func scrollingStrip() -> (host: UIView, scroll: UIScrollView, strip: UIView) {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let scroll = UIScrollView()
    let strip = UIView()
    for view in [scroll, strip] { view.translatesAutoresizingMaskIntoConstraints = false }
    host.addSubview(scroll)
    scroll.addSubview(strip)
    NSLayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      scroll.topAnchor.constraint(equalTo: host.topAnchor),
      scroll.widthAnchor.constraint(equalTo: host.widthAnchor),
      scroll.heightAnchor.constraint(equalTo: host.heightAnchor),
      strip.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      strip.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      strip.topAnchor.constraint(equalTo: scroll.topAnchor),
      strip.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      strip.widthAnchor.constraint(equalToConstant: 300),
      strip.heightAnchor.constraint(equalTo: scroll.heightAnchor),
    ])
    return (host, scroll, strip)
  }

  @Test func edgeConstraintsSizeTheContentNotTheScrollView() {
    let (host, scroll, strip) = scrollingStrip()
    host.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(scroll.contentSize == CGSize(width: 300, height: 60))
    #expect(strip.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
  }

  @Test func theContentKeepsItsPlaceWhenScrolled() {
    let (host, scroll, strip) = scrollingStrip()
    host.layoutIfNeeded()
    scroll.contentOffset = CGPoint(x: 50, y: 0)
    scroll.setNeedsLayout()
    host.layoutIfNeeded()
    #expect(strip.frame.minX == 0)
    #expect(strip.convert(strip.bounds, to: host).minX == -50)
  }

  @Test func widthAndCentreNameTheFrame() {
    let (host, scroll, _) = scrollingStrip()
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
      badge.heightAnchor.constraint(equalToConstant: 10),
      badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
      badge.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 5),
    ])
    host.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 50, y: 5, width: 100, height: 10))
  }

  @Test func theContentGuideSizesTheContentAndTheFrameGuideStaysInView() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let scroll = UIScrollView(frame: host.bounds)
    let strip = UIView()
    let badge = UIView()
    for view in [strip, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
    host.addSubview(scroll)
    scroll.addSubview(strip)
    scroll.addSubview(badge)
    let content = scroll.contentLayoutGuide
    let frame = scroll.frameLayoutGuide
    NSLayoutConstraint.activate([
      strip.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      strip.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      strip.topAnchor.constraint(equalTo: content.topAnchor),
      strip.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      strip.widthAnchor.constraint(equalToConstant: 500),
      strip.heightAnchor.constraint(equalTo: frame.heightAnchor),
      badge.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: frame.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    host.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 500, height: 60))
    #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 500, height: 60))
    scroll.contentOffset = CGPoint(x: 120, y: 0)
    scroll.setNeedsLayout()
    host.layoutIfNeeded()
    #expect(strip.frame.minX == 0)
    #expect(badge.frame.minX == 130)
    #expect(badge.convert(badge.bounds, to: host).minX == 10)
  }
}
