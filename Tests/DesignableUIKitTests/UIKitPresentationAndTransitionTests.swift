import Foundation
import Testing

@testable import DesignableUIKit

/// A tab bar item that styles itself when a document builds it, as item libraries do.
private final class StyledTabItem: UITabBarItem {
  private(set) var awoke = false
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
    setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
  }
}

/// A segue that presents its destination its own way, as transition libraries write one.
private final class FadeSegue: UIStoryboardSegue {
  private(set) var performed = false
  override func perform() {
    performed = true
    source.present(destination, animated: true)
  }
}

/// A presentation controller that dims behind a card, as custom presentations subclass it.
private final class CardPresentation: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    CGRect(x: 0, y: 100, width: 320, height: 200)
  }

  override func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { CGSize(width: parentSize.width, height: 200) }
}

/// A table controller as apps subclass it.
private final class NumbersController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }
}

/// A driver of interactive transitions, as gesture-driven animators subclass it.
private final class SwipeDriver: UIPercentDrivenInteractiveTransition {
  private(set) var finished = false
  override func finish() {
    super.finish()
    finished = true
  }
}

@Suite struct UIKitPresentationAndTransitionTests {
  @Test func barItemsShareTheirBaseAndAwakeLikeViews() {
    let item = StyledTabItem(title: "Home", image: nil, tag: 2)
    item.awakeFromNib()
    item.prepareForInterfaceBuilder()
    #expect(item.awoke)
    #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
    let items: [UIBarItem] = [
      item, UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
    ]
    #expect(items.map(\.title) == ["Home", "Edit"])
    #expect(items.map(\.tag) == [2, 0])
  }

  @Test func aSeguePerformsOnlyWhenAskedAndControllersPrepareForIt() {
    let source = UIViewController()
    let destination = UIViewController()
    let segue = FadeSegue(identifier: "fade", source: source, destination: destination)
    source.prepare(for: segue, sender: nil)
    #expect(!segue.performed && source.shouldPerformSegue(withIdentifier: "fade", sender: nil))
    segue.perform()
    #expect(segue.performed)
    #expect(source.presentedViewController == nil)  // presenting is inert in a render
    var ran = false
    UIStoryboardSegue(identifier: nil, source: source, destination: destination) { ran = true }
      .perform()
    #expect(ran)
  }

  @Test func aPresentationControllerKeepsItsControllersAndAnswersItsOverrides() {
    let presented = UIViewController()
    let presenting = UIViewController()
    let presentation = CardPresentation(
      presentedViewController: presented, presenting: presenting)
    #expect(presentation.presentingViewController === presenting)
    #expect(presentation.containerView == nil)
    #expect(presentation.presentedView == nil)
    _ = presented.view
    #expect(presentation.presentedView === presented.view)
    #expect(presentation.frameOfPresentedViewInContainerView.height == 200)
    let size = presentation.size(
      forChildContentContainer: presented, withParentContainerSize: CGSize(width: 320, height: 568))
    #expect(size == CGSize(width: 320, height: 200))
    #expect(presented.transitionCoordinator == nil)
    presented.preferredContentSize = CGSize(width: 300, height: 200)
    #expect((presented as UIContentContainer).preferredContentSize.height == 200)
  }

  @Test func aTableControllerFeedsTheTableItMakes() throws {
    let controller = NumbersController(style: .grouped)
    let table = try #require(controller.tableView)
    #expect(table.style == .grouped)
    #expect(table.dataSource === controller)
    #expect(table.numberOfRows(inSection: 0) == 3)
    let refresh = UIRefreshControl()
    refresh.beginRefreshing()
    table.refreshControl = refresh
    #expect(table.refreshControl?.isRefreshing == true)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
  }

  @Test func anInteractiveDriverKeepsItsProgress() {
    let driver = SwipeDriver()
    driver.update(0.4)
    #expect(driver.percentComplete == 0.4)
    driver.finish()
    #expect(driver.finished)
    let curve = UICubicTimingParameters(animationCurve: .easeIn)
    #expect(curve.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(curve.timingCurveType == .cubic && curve.springTimingParameters == nil)
    #expect(
      UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        .dampingRatio == 1)
    #expect(
      CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
    #expect(
      Set([CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear)]).count == 1)
  }

  @Test func aSnapshotViewShowsThePictureOfTheViewNow() throws {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    card.backgroundColor = .red
    let inner = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
    inner.backgroundColor = .blue
    card.addSubview(inner)
    let snapshot = try #require(card.snapshotView(afterScreenUpdates: true))
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    card.backgroundColor = .green  // the snapshot keeps the picture it took
    let whole = pixels(of: snapshot)
    #expect(whole(5, 10) == [255, 0, 0, 255] && whole(30, 10) == [0, 0, 255, 255])
    let part = try #require(
      card.resizableSnapshotView(
        from: CGRect(x: 20, y: 0, width: 20, height: 20), afterScreenUpdates: false,
        withCapInsets: .zero))
    #expect(part.frame.size == CGSize(width: 20, height: 20))
    #expect(pixels(of: part)(5, 5) == [0, 0, 255, 255])
  }

  @Test func barsTablesAndScenesKeepWhatIsSetOnThem() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let image = UIImage()
    bar.setBackgroundImage(image, for: .any, barMetrics: .default)
    #expect(bar.backgroundImage(for: .default) === image)
    #expect(UIApplication.shared.statusBarFrame == .zero)
    let table = UITableView(frame: .zero, style: .plain)
    table.separatorEffect = UIBlurEffect(style: .light)
    #expect(table.separatorEffect != nil)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.preservesSuperviewLayoutMargins = true
    #expect(cell.preservesSuperviewLayoutMargins)
    #expect(UINavigationController.Operation.pop.rawValue == 2)
    // Pagers reach the scroll view's own pan recognizer; it never fires in a render.
    #expect(table.panGestureRecognizer === table.panGestureRecognizer)
    #expect(table.panGestureRecognizer.state == .possible && table.pinchGestureRecognizer == nil)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.isPrefetchingEnabled = false
    #expect(!grid.isPrefetchingEnabled)
  }
}
