import SwiftUI

// A sheet whose content is a method of the view, named where the modifier takes a closure
// (`.sheet(item: $task, content: tasksSheet)`): it presents what the method builds, a screen
// with a navigation stack of its own, not a part of the document screen embedded in place.
struct TaskItem: Identifiable {
    let id: Int
}

struct DocumentView: View {
    @State private var task: TaskItem?

    var body: some View {
        NavigationStack {
            List {
                Button("Tasks") { task = TaskItem(id: 1) }
            }
            .sheet(item: $task, content: tasksSheet)
        }
    }

    private func tasksSheet(_ task: TaskItem) -> some View {
        TasksView(task: task)
    }
}

struct TasksView: View {
    let task: TaskItem

    var body: some View {
        NavigationStack {
            TaskList()
        }
    }
}

struct TaskList: View {
    var body: some View {
        List {
            NavigationLink("Detail") { TaskDetailView() }
        }
    }
}

struct TaskDetailView: View {
    var body: some View { Text("Task") }
}

@main
struct PaperApp: App {
    var body: some Scene {
        WindowGroup { DocumentView() }
    }
}
