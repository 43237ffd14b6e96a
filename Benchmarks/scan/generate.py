#!/usr/bin/env python3
"""Writes a synthetic iOS app for `scripts/bench-scan`: N Swift files of about 150 lines,
realistic UIKit view controllers (table data sources, containment, push and present,
coordinators) and SwiftUI views (modifiers, state, previews), in feature folders.

    Benchmarks/scan/generate.py OUT_DIR [--files 2000] [--seed 1]

Deterministic for a given seed. Prints the number of files and lines written.
"""
import argparse
import os
import random

VC_TEMPLATE = '''import SwiftUI
import UIKit

/// {name}: screen {index} of the {feature} feature.
final class {name}: UIViewController, UITableViewDataSource, UITableViewDelegate {{
    weak var coordinator: {feature}Coordinator?
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let header = {child}()
    private var items: [String] = []
    private var hosting: UIHostingController<{view}>?

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "{title}"
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        addChild(header)
        view.addSubview(header.view)
        header.didMove(toParent: self)
        embedSummary()
        load()
    }}

    private func embedSummary() {{
        let controller = UIHostingController(rootView: {view}(title: "{title}"))
        addChild(controller)
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
        hosting = controller
    }}

    private func removeSummary() {{
        hosting?.willMove(toParent: nil)
        hosting?.view.removeFromSuperview()
        hosting?.removeFromParent()
        hosting = nil
    }}

    private func load() {{
        items = (0..<{count}).map {{ "Item \\($0)" }}
        tableView.reloadData()
    }}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        items.count
    }}

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = "Row \\(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }}

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        tableView.deselectRow(at: indexPath, animated: true)
        switch indexPath.row % 4 {{
        case 0:
            let next = {next}()
            navigationController?.pushViewController(next, animated: true)
        case 1:
            let modal = {modal}()
            modal.modalPresentationStyle = .fullScreen
            present(modal, animated: true)
        case 2:
            coordinator?.showDetail(id: indexPath.row)
        default:
            let alert = UIAlertController(title: "Item", message: items[indexPath.row], preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }}
    }}

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {{
        let delete = UIContextualAction(style: .destructive, title: "Delete") {{ [weak self] _, _, done in
            self?.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }}
        return UISwipeActionsConfiguration(actions: [delete])
    }}

    @objc private func refresh(_ sender: UIRefreshControl) {{
        load()
        sender.endRefreshing()
    }}

    override func viewWillAppear(_ animated: Bool) {{
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = {large}
    }}

    override func viewDidDisappear(_ animated: Bool) {{
        super.viewDidDisappear(animated)
        if isMovingFromParent {{
            removeSummary()
        }}
    }}
}}

extension {name} {{
    /// Analytics and accessibility helpers.
    func analyticsParameters(for row: Int) -> [String: String] {{
        var parameters: [String: String] = [:]
        parameters["screen"] = "{name}"
        parameters["row"] = String(row)
        parameters["locale"] = Locale.current.identifier
        parameters["timestamp"] = ISO8601DateFormatter().string(from: Date())
        return parameters
    }}

    func accessibilityLabel(for title: String, subtitle: String?) -> String {{
        guard let subtitle, !subtitle.isEmpty else {{ return title }}
        return "\(title), \(subtitle)"
    }}

    func formattedPrice(_ cents: Int, currency: String = "EUR") -> String {{
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "\(cents)"
    }}

    func relativeDate(_ date: Date) -> String {{
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter.localizedString(for: date, relativeTo: Date())
    }}
}}

final class {child}: UIViewController {{
    private let label = UILabel()

    override func viewDidLoad() {{
        super.viewDidLoad()
        label.text = "{title} header"
        label.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(label)
    }}
}}
'''

VIEW_TEMPLATE = '''import SwiftUI

/// {name}: a SwiftUI screen of the {feature} feature.
struct {name}: View {{
    let title: String
    @State private var query = ""
    @State private var items: [Row] = (0..<{count}).map {{ Row(id: $0, title: "Row \\($0)") }}
    @State private var showingSheet = false
    @Environment(\\.dismiss) private var dismiss

    var body: some View {{
        content
            .navigationTitle(title)
            .searchable(text: $query)
            .refreshable {{ await reload() }}
            .task {{ await reload() }}
            .sheet(isPresented: $showingSheet) {{
                DetailSheet{index}(title: title)
            }}
            .toolbar {{
                ToolbarItem(placement: .primaryAction) {{
                    Button("Add") {{ showingSheet = true }}
                }}
            }}
    }}

    @ViewBuilder private var content: some View {{
        if #available(iOS 16, *) {{
            NavigationStack {{ list }}
        }} else {{
            NavigationView {{ list }}
        }}
    }}

    private var list: some View {{
        List {{
            ForEach(filtered) {{ row in
                RowView{index}(row: row)
                    .swipeActions {{
                        Button("Delete", role: .destructive) {{ delete(row) }}
                    }}
            }}
        }}
    }}

    private var filtered: [Row] {{
        query.isEmpty ? items : items.filter {{ $0.title.localizedCaseInsensitiveContains(query) }}
    }}

    private func delete(_ row: Row) {{
        items.removeAll {{ $0.id == row.id }}
    }}

    private func reload() async {{
        try? await Task.sleep(nanoseconds: 1_000)
    }}

    struct Row: Identifiable, Hashable {{
        let id: Int
        let title: String
    }}
}}

struct RowView{index}: View {{
    let row: {name}.Row

    var body: some View {{
        HStack {{
            AsyncImage(url: URL(string: "https://example.com/\\(row.id).png")) {{ image in
                image.resizable().scaledToFill()
            }} placeholder: {{
                ProgressView()
            }}
            .frame(width: 44, height: 44)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading) {{
                Text(row.title).font(.headline)
                Text("Subtitle \\(row.id)").font(.subheadline).foregroundStyle(.secondary)
            }}
            Spacer()
        }}
        .padding(.vertical, 4)
    }}
}}

struct DetailSheet{index}: View {{
    let title: String
    @Environment(\\.dismiss) private var dismiss

    var body: some View {{
        VStack(spacing: 16) {{
            Text(title).font(.title)
            Text("Details").foregroundStyle(.secondary)
            Button("Close") {{ dismiss() }}
        }}
        .padding()
        .presentationDetents([.medium, .large])
    }}
}}

#Preview {{
    {name}(title: "Preview")
}}

extension {name} {{
    /// Analytics and accessibility helpers.
    func analyticsParameters(for row: Int) -> [String: String] {{
        var parameters: [String: String] = [:]
        parameters["screen"] = "{name}"
        parameters["row"] = String(row)
        parameters["locale"] = Locale.current.identifier
        parameters["timestamp"] = ISO8601DateFormatter().string(from: Date())
        return parameters
    }}

    func accessibilityLabel(for title: String, subtitle: String?) -> String {{
        guard let subtitle, !subtitle.isEmpty else {{ return title }}
        return "\(title), \(subtitle)"
    }}

    func formattedPrice(_ cents: Int, currency: String = "EUR") -> String {{
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "\(cents)"
    }}

    func relativeDate(_ date: Date) -> String {{
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter.localizedString(for: date, relativeTo: Date())
    }}
}}
'''

COORDINATOR_TEMPLATE = '''import UIKit

final class {feature}Coordinator {{
    weak var parentCoordinator: AnyObject?
    var childCoordinators: [AnyObject] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {{
        self.navigationController = navigationController
    }}

    func start() {{
        let first = {first}()
        first.coordinator = self
        navigationController.pushViewController(first, animated: false)
    }}

    func showDetail(id: Int) {{
        navigationController.pushViewController({detail}(), animated: true)
    }}

    func childDidFinish(_ child: AnyObject) {{
        childCoordinators.removeAll {{ $0 === child }}
    }}
}}
'''


APP_DELEGATE = '''import UIKit

/// The window: a tab bar with one navigation controller per feature, each driven by the
/// feature's coordinator.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {{
    var window: UIWindow?
    var coordinators: [AnyObject] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {{
        let tabs = UITabBarController()
{setup}
        tabs.viewControllers = [{navs}]
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }}
}}
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    features = max(1, (args.files - 1) // 50)
    files = lines = 0
    per_feature = max(1, (args.files - 1) // features)
    setup = "\n".join(
        f"        let nav{f:03d} = UINavigationController()\n"
        f"        let coordinator{f:03d} = Feature{f:03d}Coordinator(navigationController: nav{f:03d})\n"
        f"        coordinator{f:03d}.start()\n"
        f"        coordinators.append(coordinator{f:03d})"
        for f in range(features)
    )
    navs = ", ".join(f"nav{f:03d}" for f in range(features))
    os.makedirs(os.path.join(args.out, "Sources", "App"), exist_ok=True)
    text = APP_DELEGATE.format(setup=setup, navs=navs)
    with open(os.path.join(args.out, "Sources", "App", "AppDelegate.swift"), "w") as fh:
        fh.write(text)
    files, lines = 1, text.count("\n")
    index = 0
    for f in range(features):
        feature = f"Feature{f:03d}"
        folder = os.path.join(args.out, "Sources", feature)
        os.makedirs(folder, exist_ok=True)
        budget = per_feature if f < features - 1 else args.files - files
        vcs = [f"{feature}Screen{i:02d}ViewController" for i in range(budget)]
        for i in range(budget):
            if files >= args.files:
                break
            if i == 0:
                text = COORDINATOR_TEMPLATE.format(feature=feature, first=vcs[1 % len(vcs)], detail=vcs[2 % len(vcs)])
                name = f"{feature}Coordinator"
            elif i % 3 == 0:
                name = f"{feature}Screen{i:02d}View"
                text = VIEW_TEMPLATE.format(name=name, feature=feature, index=index, count=rng.randint(5, 50))
            else:
                name = vcs[i]
                text = VC_TEMPLATE.format(
                    name=name, feature=feature, index=i, title=f"{feature} {i}", child=f"{name}Header",
                    view=f"{feature}Screen{(i // 3) * 3 or 3:02d}View", count=rng.randint(5, 50),
                    next=vcs[(i + 1) % len(vcs)] if (i + 1) % 3 else vcs[(i + 2) % len(vcs)],
                    modal=vcs[(i + 4) % len(vcs)] if (i + 4) % 3 else vcs[(i + 5) % len(vcs)],
                    large="true" if rng.random() < 0.5 else "false",
                )
            index += 1
            with open(os.path.join(folder, name + ".swift"), "w") as fh:
                fh.write(text)
            files += 1
            lines += text.count("\n")
    print(f"{files} files, {lines} lines in {args.out}")


if __name__ == "__main__":
    main()
