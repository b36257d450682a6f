import StackLayout

/// How the scenes of a storyboard reach one another, for the bars each shows (§15): a scene
/// is under a navigation bar when a navigation controller's root relationship or a push from
/// a scene under one reaches it, under a tab bar when a tab bar controller's relationship
/// reaches it or its navigation controller; simulated metrics override what is inferred.
struct SceneGraph {
    private var inferred: [String: SceneBars] = [:]
    private let defaultBars: SceneBars

    init(scenes: XMLElement, context: FileContext) {
        defaultBars = context.defaultBars
        var controllers: [String: XMLElement] = [:]
        /// Segues by the controller of the scene they leave from.
        var segues: [String: [XMLElement]] = [:]
        for scene in scenes.children(named: "scene") {
            guard let objects = scene.child("objects"),
                  let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                  let id = controller.id else { continue }
            controllers[id] = controller
            scene.forEachDescendant { element in
                if element.name == "segue" { segues[id, default: []].append(element) }
            }
        }
        var bars: [String: SceneBars] = [:]
        var queue: [String] = []
        func reach(_ id: String?, with newBars: SceneBars) {
            guard let id, controllers[id] != nil else { return }
            var merged = bars[id] ?? SceneBars()
            let before = merged
            merged.navigationBar = merged.navigationBar || newBars.navigationBar
            merged.navigationBarOpaque = merged.navigationBarOpaque || newBars.navigationBarOpaque
            merged.largeTitles = merged.largeTitles || newBars.largeTitles
            merged.tabBar = merged.tabBar || newBars.tabBar
            merged.tabBarOpaque = merged.tabBarOpaque || newBars.tabBarOpaque
            merged.toolbar = merged.toolbar || newBars.toolbar
            if merged != before || bars[id] == nil {
                bars[id] = merged
                queue.append(id)
            }
        }
        // Containers first: what their relationships give their children.
        for (id, controller) in controllers.sorted(by: { $0.key < $1.key }) {
            switch controller.name {
            case "tabBarController":
                var given = SceneBars()
                given.tabBar = true
                given.tabBarOpaque = controller.child("tabBar", key: "tabBar")?["translucent"] == "NO"
                for segue in segues[id] ?? [] where segue["relationship"] == "viewControllers" {
                    reach(segue["destination"], with: given)
                }
            default: break
            }
        }
        // Then navigation controllers and pushes, until nothing changes: a controller is
        // queued again only when its bars gain one, so this ends.
        queue.append(contentsOf: controllers.keys.sorted())
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard let controller = controllers[id] else { continue }
            let own = bars[id] ?? SceneBars()
            if controller.name == "navigationController" {
                let navigationBar = controller.child("navigationBar", key: "navigationBar")
                var given = SceneBars()
                given.navigationBar = controller["navigationBarHidden"] != "YES"
                given.navigationBarOpaque = navigationBar?["translucent"] == "NO"
                given.largeTitles = navigationBar?["largeTitles"] == "YES"
                given.toolbar = controller["toolbarHidden"] == "NO"
                given.tabBar = own.tabBar
                given.tabBarOpaque = own.tabBarOpaque
                for segue in segues[id] ?? [] where segue["relationship"] == "rootViewController" {
                    reach(segue["destination"], with: given)
                }
            }
            for segue in segues[id] ?? [] where segue["kind"] == "show" || segue["kind"] == "push" {
                guard own.navigationBar, let destination = segue["destination"] else { continue }
                var given = own
                if controllers[destination]?["hidesBottomBarWhenPushed"] == "YES" { given.tabBar = false }
                reach(destination, with: given)
            }
        }
        inferred = bars
    }

    /// The bars of a scene's controller: inferred, then its simulated metrics.
    func bars(of controller: XMLElement) -> SceneBars {
        var bars = inferred[controller.id ?? ""] ?? SceneBars()
        bars.statusBar = defaultBars.statusBar
        bars = SceneGraph.simulatedBars(of: controller, default: bars)
        // A scene that keeps a large title only while it asks for one.
        if controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never" {
            bars.largeTitles = false
        }
        return bars
    }

    /// `bars` with the simulated metrics an element carries laid over them; explicit "None"
    /// (`<nil key="simulatedTopBarMetrics"/>`) removes a bar.
    static func simulatedBars(of element: XMLElement, default bars: SceneBars) -> SceneBars {
        var result = bars
        for child in element.children {
            switch (child.key, child.name) {
            case ("simulatedTopBarMetrics", "nil"):
                result.navigationBar = false
            case ("simulatedTopBarMetrics", "simulatedNavigationBarMetrics"):
                result.navigationBar = true
                if child["translucent"] == "NO" { result.navigationBarOpaque = true }
            case ("simulatedBottomBarMetrics", "nil"):
                result.tabBar = false
                result.toolbar = false
            case ("simulatedBottomBarMetrics", "simulatedTabBarMetrics"):
                result.tabBar = true
                if child["translucent"] == "NO" { result.tabBarOpaque = true }
            case ("simulatedBottomBarMetrics", "simulatedToolbarMetrics"):
                result.toolbar = true
            case ("simulatedStatusBarMetrics", "nil"), ("statusBar", "nil"):
                result.statusBar = false
            case ("simulatedStatusBarMetrics", "simulatedStatusBarMetrics"), ("statusBar", "simulatedStatusBarMetrics"):
                result.statusBar = true
            case ("simulatedDestinationMetrics", "freeformSimulatedSizeMetrics"):
                result.freeform = true
            default:
                break
            }
        }
        return result
    }
}
