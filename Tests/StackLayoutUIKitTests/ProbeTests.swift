import StackLayoutUIKit
import XCTest

final class ProbeTests: XCTestCase {
    func testProbe() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        let v = UIView(frame: r)
        let w: CGFloat = v.frame.width
        let f = v.frame
        let s = UIStackView()
        s.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(w, 10)
        XCTAssertEqual(f, r)
        XCTAssertEqual(s.frame.origin.y, 2)
        let c = v.widthAnchor.constraint(equalToConstant: w)
        NSLayoutConstraint.activate([c])
        XCTAssertTrue(c.isActive)
    }
}
