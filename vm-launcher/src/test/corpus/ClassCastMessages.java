import java.util.ArrayList;
import java.util.List;

/**
 * The messages of class cast failures, printed from code that runs often enough to be compiled:
 * between guest classes, guest and JDK classes, arrays, and through generic erasure.
 */
public class ClassCastMessages {

    static class Animal {
    }

    static class Dog extends Animal {
    }

    static class Cat extends Animal {
    }

    interface Named {
    }

    static Dog asDog(Object o) {
        return (Dog) o;
    }

    static String asString(Object o) {
        return (String) o;
    }

    static Named asNamed(Object o) {
        return (Named) o;
    }

    static Dog[] asDogs(Object o) {
        return (Dog[]) o;
    }

    static String first(List<String> strings) {
        return strings.get(0);
    }

    /** Calls {@code cast} often, and returns the message of the last failure. */
    static String lastMessage(Runnable cast) {
        String message = "no failure";
        for (int i = 0; i < 300; i++) {
            try {
                cast.run();
            } catch (ClassCastException e) {
                message = e.getMessage();
            }
        }
        return message;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        Object cat = new Cat();
        System.out.println(lastMessage(() -> asDog(cat)));
        System.out.println(lastMessage(() -> asString(cat)));
        System.out.println(lastMessage(() -> asDog("text")));
        System.out.println(lastMessage(() -> asNamed(cat)));
        System.out.println(lastMessage(() -> asDogs(new Cat[1])));
        System.out.println(lastMessage(() -> asDogs(new int[1])));
        List raw = new ArrayList();
        raw.add(new Dog());
        System.out.println(lastMessage(() -> first(raw)));
        int caught = 0;
        for (int i = 0; i < 300; i++) {
            try {
                asDog(cat);
            } catch (RuntimeException e) {
                if (e.getMessage().equals("class ClassCastMessages$Cat cannot be cast to class ClassCastMessages$Dog"
                        + " (ClassCastMessages$Cat and ClassCastMessages$Dog are in unnamed module of loader 'app')")) {
                    caught++;
                }
            }
        }
        System.out.println("caught as RuntimeException with the host's message: " + caught);
        asDog(cat);
    }
}
