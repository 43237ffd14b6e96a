#import <UIKit/UIKit.h>

// Objective-C loads the settings scene by its storyboard id.
UIViewController *MakeSettings(void) {
    return [[UIStoryboard storyboardWithName:@"Settings" bundle:nil] instantiateViewControllerWithIdentifier:@"Settings"];
}
