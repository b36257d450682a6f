import StackLayout

/// A device Interface Builder draws a canvas for (`<device id="retina6_1">`): its screen in
/// portrait, its scale, and the insets its status bar, sensor housing and home indicator give
/// (INTERFACE_BUILDER.md §13).
struct CanvasDevice: Sendable {
    enum Family: Sendable { case phone, pad }

    let id: String
    let family: Family
    let portraitSize: Size
    let scale: Double
    /// The top inset of the sensor housing in portrait from each Xcode release on, oldest
    /// first (empty: notchless).
    let notch: [(fromXcode: Int, top: Double)]
    /// The bottom inset in portrait (34 on notched phones, 20 on the rounded iPads).
    let portraitBottom: Double
    /// The rounded iPads' status bar, 24 in every orientation.
    let roundedPadTop: Double?
    /// A preset's status bar on a notchless phone, whatever the Xcode release (nil: a canvas).
    let presetStatusBar: Double?

    var isNotched: Bool { !notch.isEmpty }

    /// The sensor housing's top inset in portrait in files of an Xcode release; nil: notchless.
    func notchTop(_ xcode: Int) -> Double? {
        notch.last { $0.fromXcode <= xcode }?.top ?? notch.first?.top
    }

    init(id: String, family: Family, portraitSize: Size, scale: Double, notch: [(fromXcode: Int, top: Double)],
         portraitBottom: Double, roundedPadTop: Double?, presetStatusBar: Double? = nil) {
        self.id = id
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.notch = notch
        self.portraitBottom = portraitBottom
        self.roundedPadTop = roundedPadTop
        self.presetStatusBar = presetStatusBar
    }

    /// The screen in `orientation`.
    func size(landscape: Bool) -> Size {
        landscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The size classes of the canvas (§12): iPhone portrait compact × regular; iPhone
    /// landscape compact height, regular width on 414-point and wider phones; iPad regular.
    func traits(landscape: Bool) -> TraitCollection {
        switch family {
        case .pad: return TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        case .phone:
            if !landscape { return TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular) }
            return TraitCollection(horizontalSizeClass: portraitSize.width >= 414 ? .regular : .compact,
                                   verticalSizeClass: .compact)
        }
    }

    private static func phone(_ id: String, _ width: Double, _ height: Double, scale: Double,
                              notch: [(fromXcode: Int, top: Double)] = []) -> CanvasDevice {
        CanvasDevice(id: id, family: .phone, portraitSize: Size(width: width, height: height), scale: scale,
                     notch: notch, portraitBottom: notch.isEmpty ? 0 : 34, roundedPadTop: nil)
    }

    private static func pad(_ id: String, _ width: Double, _ height: Double, rounded: Bool) -> CanvasDevice {
        CanvasDevice(id: id, family: .pad, portraitSize: Size(width: width, height: height), scale: 2,
                     notch: [], portraitBottom: rounded ? 20 : 0, roundedPadTop: rounded ? 24 : nil)
    }

    /// The devices of §13's table, by IB id.
    static let all: [String: CanvasDevice] = {
        let devices: [CanvasDevice] = [
            phone("retina3_5", 320, 480, scale: 2),
            phone("retina4_0", 320, 568, scale: 2),
            phone("retina4_7", 375, 667, scale: 2),
            phone("retina5_5", 414, 736, scale: 3),
            phone("retina5_9", 375, 812, scale: 3, notch: [(0, 44), (15, 50)]),
            phone("retina5_4", 375, 812, scale: 3, notch: [(0, 44), (14, 50)]),
            phone("retina6_0", 390, 844, scale: 3, notch: [(0, 44), (14, 47)]),
            phone("retina6_1", 414, 896, scale: 2, notch: [(0, 44)]),
            phone("retina6_5", 414, 896, scale: 3, notch: [(0, 44)]),
            phone("retina6_7", 428, 926, scale: 3, notch: [(0, 44), (14, 47)]),
            phone("retina6_12", 393, 852, scale: 3, notch: [(0, 59)]),
            phone("retina6_72", 430, 932, scale: 3, notch: [(0, 59)]),
            phone("retina6_3", 402, 874, scale: 3, notch: [(0, 62)]),
            phone("retina6_9", 440, 956, scale: 3, notch: [(0, 62)]),
            pad("ipad9_7", 768, 1024, rounded: false),
            pad("ipad10_2", 810, 1080, rounded: false),
            pad("ipad10_5", 834, 1112, rounded: false),
            pad("ipad12_9", 1024, 1366, rounded: false),
            pad("ipad10_9rounded", 820, 1180, rounded: true),
            pad("ipad11", 834, 1194, rounded: true),
            pad("ipad11_0rounded", 834, 1194, rounded: true),
            pad("ipad12_9rounded", 1024, 1366, rounded: true),
        ]
        return Dictionary(uniqueKeysWithValues: devices.map { ($0.id, $0) })
    }()

    /// The device of an old file's `<simulatedScreenMetrics type="…">`.
    static func simulated(_ type: String) -> CanvasDevice? {
        let base = type.split(separator: ".").first.map(String.init) ?? type
        switch base {
        case "retina35": return all["retina3_5"]
        case "retina4": return all["retina4_0"]
        case "retina47", "retina4_7": return all["retina4_7"]
        case "retina55", "retina5_5": return all["retina5_5"]
        default: return all[base]
        }
    }

    /// A preset of the command line (`--device iphone-se`) as a canvas: the insets today's
    /// device gives (the preset's), so a storyboard drawn for one phone is solved as another
    /// shows it.
    init(preset device: Device) {
        let notched = device.portraitSafeArea.bottom > 0
        let isPad = device.portraitTraits.horizontalSizeClass == .regular && device.portraitTraits.verticalSizeClass == .regular
        let top = device.portraitSafeArea.top
        self.init(id: device.name, family: isPad ? .pad : .phone, portraitSize: device.portraitSize, scale: device.scale,
                  notch: notched && !isPad ? [(0, top)] : [], portraitBottom: device.portraitSafeArea.bottom,
                  roundedPadTop: isPad && top > 20 ? top : nil, presetStatusBar: isPad || notched ? nil : top)
    }
}
